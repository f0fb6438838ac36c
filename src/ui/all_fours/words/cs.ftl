# All Fours in Czech: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/cs.ftl; the window loads both.

## Hry
variant-all-fours-classic-trump-anytime = trumfovat lze kdykoli
variant-all-fours-keep-all-after-run = po dorozdání zůstávají všechny karty
variant-all-fours-foster-discard = odhazování podle Fostera
variant-all-fours-gift-to-each-opponent = dar každému soupeři
variant-all-fours-run-dealer-and-eldest-only = dorozdává se jen rozdávajícímu a předákovi
variant-all-fours-single-deal = jediné rozdání
variant-all-fours-target-10 = do 10 bodů
variant-all-fours-target-11 = do 11 bodů
variant-all-fours-seed-revoke = trest za renonc (polské pravidlo)
variant-all-fours-foster-revoke = trest za renonc (Fosterovo pravidlo)

## Herní možnosti: Sedma, All Fours, Pekelné sedmy
all-fours-opt-match = Zápas
all-fours-opt-seven-up-first-to = Seven Up: do 7 bodů
all-fours-opt-first-to-10 = Do 10 bodů
all-fours-opt-first-to-11 = Do 11 bodů
all-fours-opt-a-single-deal = Jediné rozdání
all-fours-opt-one-deal-decides-the = Rozhoduje jediné rozdání: vyhrává, kdo má víc bodů (při rovnosti rozhoduje High, pak Low, Jack, Game).
all-fours-opt-following-suit = Přiznávání barvy
all-fours-opt-a-trump-may-be = Trumf smíš zahrát, i když můžeš přiznat barvu
all-fours-opt-the-classic-english-rule = Klasické anglické pravidlo. Bez něj musíš přiznat barvu, kdykoli můžeš.
all-fours-opt-after-a-run = Po dorozdání
all-fours-opt-everybody-discards-face-down = Každý odhodí lícem dolů tolik karet, aby mu jich zbylo šest
all-fours-opt-everybody-keeps-every-card = Každý si nechá všechny karty a hraje se víc štychů
all-fours-opt-keep-all-nine-after = Po jednom dorozdání zůstává všech devět; po dvou a více se odhazuje na šest
all-fours-opt-in-a-run-only = Při dorozdání dostávají karty jen rozdávající a předák (3 a 4 hráči)
all-fours-opt-the-dealer-s-gift = Dar rozdávajícího
all-fours-opt-one-point-to-eldest = Jeden bod předákovi
all-fours-opt-one-point-to-every = Jeden bod každé soupeřící straně
all-fours-opt-when-eldest-begs-and = Když předák žebrá a rozdávající ponechá trumf: kdo dostane bod (obě volby se liší jen při třech hráčích).
all-fours-opt-playing-against-the-rules = Hra proti pravidlům
all-fours-opt-never-a-card-that = Nikdy: karta, která porušuje povinnost přiznat barvu, se odmítne
all-fours-opt-allowed-and-punished-when = Povoleno a potrestáno při počítání rozdání (polské pravidlo)
all-fours-opt-a-side-that-fails = Strana, která nepřizná barvu (renonc), nemůže v tom rozdání dosáhnout cílového počtu bodů a ztrácí 1 bod, nebo 2, pokud nebyl zahrán trumfový kluk.
all-fours-opt-allowed-and-punished-when-2 = Povoleno a potrestáno při počítání rozdání (Fosterovo pravidlo)
all-fours-opt-a-side-that-fails-2 = Strana, která nepřizná barvu (renonc), nemůže v tom rozdání dosáhnout cílového počtu bodů, nezíská bod za Game a ztrácí 1 bod, nebo 2, pokud byl zahrán trumfový kluk.

## srdcovou sedmu“) nebo „choice“ (jedna z možností, infinitiv: „zahrát srdcovou sedmu“).
# $card: 4. pád.
all-fours-advice = { $form ->
        [advice] { $action ->
            [stand] řekni „stojím“
            [beg] řekni „žebrám“
            [give] dej bod
            [run] dorozdej karty
            [discard] odhoď { $card }
           *[play] zahraj { $card }
        }
       *[choice] { $action ->
            [stand] říct „stojím“
            [beg] říct „žebrám“
            [give] dát bod
            [run] dorozdat karty
            [discard] odhodit { $card }
           *[play] zahrát { $card }
        }
    }

## Pravidla: All Fours
rules-all-fours-intro = All Fours (Seven Up; v Polsku Siódemki) je štychová hra s trumfy pro dva, tři nebo čtyři hráče. V každém rozdání se hraje o čtyři body: High, Low, Jack a Game. Zápas vyhrává strana, která první získá 7 bodů.
rules-all-fours-cards = Karty
rules-all-fours-cards-pack = Běžný balíček 52 karet; eso je nejvyšší: A K Q J 10 9 8 7 6 5 4 3 2.
rules-all-fours-cards-count = Pro bod zvaný Game se karty počítají takto: každá desítka 10, eso 4, král 3, dáma 2, kluk 1; ostatní nic.
rules-all-fours-deal = Hráči a rozdávání
rules-all-fours-deal-players = Dva nebo tři hrají každý sám za sebe; čtyři hrají ve dvou dvojicích, partneři sedí naproti sobě.
rules-all-fours-deal-six = Rozdávající dá každému šest karet ve dvou kolech po třech, počínaje hráčem po své levici, a další kartu otočí lícem nahoru: to je otočená karta. Její barva se nabízí jako trumfová. Otočená karta sama do hry nepatří.
rules-all-fours-deal-jack = Je-li otočenou kartou kluk, získá strana rozdávajícího hned bod (otočený kluk); dosáhne-li tím cíle, vyhrává rozdávající zápas na místě.
rules-all-fours-deal-look = Ve třech nebo čtyřech se do svých karet dívají jen rozdávající a předák (hráč po levici rozdávajícího), dokud nejsou trumfy rozhodnuté.
rules-all-fours-deal-first = Prvního rozdávajícího určí los; rozdávání pak přechází doleva.
rules-all-fours-begging = Stát, nebo žebrat
rules-all-fours-begging-stand = Nejdřív rozhoduje předák: stojí (barva otočené karty je trumfová), nebo žebrá.
rules-all-fours-begging-give = Když předák žebrá, rozdávající buď dá straně předáka bod a trumf ponechá, nebo dorozdá. Dát bod nesmí, pokud by tím strana předáka dosáhla cíle: pak musí dorozdat.
rules-all-fours-begging-run = Dorozdání: každý hráč dostane další tři karty, v pořadí rozdávání, a otočí se nová karta. Nová barva se stane trumfovou (otočený kluk opět boduje pro rozdávajícího). Objeví-li se znovu odmítnutá barva, karta se odloží stranou a dorozdává se znovu.
rules-all-fours-begging-discard = Po dorozdání každý odhodí lícem dolů tolik karet, aby mu jich zbylo šest.
rules-all-fours-begging-short-pack = Pokud na další dorozdání nezbývá dost karet, rozdání se zruší a tentýž rozdávající rozdá znovu; bod už získaný za otočeného kluka platí.
rules-all-fours-tricks = Hra o štychy
rules-all-fours-tricks-lead = Do prvního štychu vynáší předák; vítěz každého štychu vynáší do dalšího.
rules-all-fours-tricks-follow = Musíš přiznat vynesenou barvu, pokud můžeš. Teprve když nemůžeš, smíš zahrát trumf nebo jakoukoli jinou kartu.
rules-all-fours-tricks-winner = Štych bere nejvyšší trumf; pokud nebyl zahrán žádný trumf, nejvyšší karta vynesené barvy.
rules-all-fours-scoring = Počítání rozdání
rules-all-fours-scoring-high-low = High: bod pro stranu hráče, který dostal nejvyšší ze zahraných trumfů. Low: bod pro stranu hráče, který dostal nejnižší ze zahraných trumfů, i když ho získá někdo jiný.
rules-all-fours-scoring-jack = Jack: bod pro stranu, která vyhraje štych s trumfovým klukem (pokud kluk zahrán není, nezíská ho nikdo).
rules-all-fours-scoring-game = Game: bod pro stranu s nejvyšším součtem hodnot karet ze svých štychů. Pokud má strana rozdávajícího stejně jako jiná strana, získá ho ta druhá strana; pokud mají stejně nejvíc dvě jiné strany, nezíská ho nikdo.
rules-all-fours-scoring-single-trump = Jediný trumf ve hře přinese svému držiteli High i Low (a také Jack, je-li to kluk).
rules-all-fours-scoring-order = Body se počítají v pořadí High, Low, Jack, Game: vyhrává strana, která první dosáhne cíle, a počítání končí.
rules-all-fours-variants = Varianty (v Nastavení)
rules-all-fours-classic-trump = Klasické pravidlo: trumf smíš zahrát, i když můžeš přiznat barvu.
rules-all-fours-keep-after-run = Po dorozdání si každý nechá všechny karty, nebo (Foster) si po jednom dorozdání nechá devět.
rules-all-fours-gift-each = Dar dostane každá soupeřící strana, nejen strana předáka.
rules-all-fours-run-dealer-eldest = Ve třech nebo čtyřech dostávají karty při dorozdání jen rozdávající a předák.
rules-all-fours-targets = Hra do 10 nebo 11 bodů, nebo jediné rozdání.
rules-all-fours-single-deal-tie = V zápase na jediné rozdání vyhrává při rovnosti strana, která získala High, pak Low, pak Jack, pak Game.
rules-all-fours-revokes = Trest za renonc: kartu lze zahrát i proti povinnosti přiznat barvu a strana, která to udělala, je potrestána při počítání rozdání. Podle polského pravidla nemůže v tom rozdání dosáhnout cíle a ztrácí 1 bod, nebo 2, pokud nebyl zahrán trumfový kluk; podle Fosterova pravidla navíc nezíská bod za Game a ztrácí 1, nebo 2, pokud kluk zahrán byl.

## All Fours 01: High, Low, Jack and Game
# english: 86d6ce4eaf3eac28
lesson-all-fours-01 =
    .title = High, Low, Jack a Game
    .goal = Rozdání přinese až čtyři body: za nejvyšší trumf, za nejnižší, za trumfového kluka a za nejvíc bodů do Game.
    .step-1-title = Hraje se o čtyři body
    .step-1-task = Otočená je piková devítka: piky se nabízejí jako trumfy. Podívej se na své pikové eso a pikovou dvojku.
    .step-1-why = High dostane ten, komu přišel nejvyšší trumf ve hře, Low ten, komu přišel nejnižší, Jack ten, kdo vezme štych s trumfovým klukem, a Game ten, kdo ve štyších nasbírá nejvíc bodů do Game.
    .step-2-title = Ponech si trumfy
    .step-2-task = Řekni „Stojím“: piky budou trumfy.
    .step-2-why = S pikovým esem a dvojkou máš nejvyšší i nejnižší trumf ve hře: High a Low jsou tvoje, ať se stane cokoli.
    .step-2-off-script = V této lekci si piky ponech: eso a dvojka ti dají High a Low. Řekni „Stojím“.
    .step-3-title = Chyť kluka
    .step-3-task = Vynes pikové eso.
    .step-3-why = Trumfové eso nikdo nepřebije a Sever musí přiznat barvu pikem. Jestli má Sever pikového kluka, padne do tvého štychu a bod za Jack dostane strana, která štych vezme.
    .step-3-off-script = Vynes pikové eso: jistě vyhraje a vytáhne ze Severa trumf.
    .step-4-title = Karty, které se počítají do Game
    .step-4-task = Vynes srdcového krále.
    .step-4-why = Game dostane strana, která má ve štyších nejvíc bodů do Game: každá desítka počítá 10, eso 4, král 3, dáma 2, kluk 1. Sever musí přiznat srdce.
    .step-4-off-script = Teď vynes srdcového krále.
    .step-5-title = Desítka počítá nejvíc
    .step-5-task = Vynes srdcovou desítku.
    .step-5-why = Severův jediný trumf padl pod tvoje eso, takže tvou desítku by mohlo vzít jen vyšší srdce. Do Game má stejnou cenu jako oba tvoje dosavadní štychy dohromady.
    .step-5-off-script = Vynes srdcovou desítku: do Game počítá nejvíc ze všech tvých karet.
    .step-6-title = Přenech štych
    .step-6-task = Vynes károvou pětku.
    .step-6-why = Zbývají ti malé karty. Sever vezme tento štych králem (3 do Game) a vynese kříž.
    .step-6-off-script = Vynes károvou pětku.
    .step-7-title = Přiznej barvu
    .step-7-task = Sever vynesl kříž: přiznej barvu křížovou čtyřkou.
    .step-7-why = Vynesenou barvu musíš přiznat, kdykoli můžeš; trumf smíš zahrát, jen když žádnou kartu té barvy nemáš.
    .step-7-off-script = Přiznej barvu: zahraj křížovou čtyřku.
    .step-8-title = Trumfuj, když nemůžeš přiznat
    .step-8-task = Kříž už nemáš: přebij Severovu sedmu pikovou dvojkou.
    .step-8-why = Když nemáš v ruce kříž, smíš zahrát jakoukoli kartu a každý trumf přebije kartu jiné barvy.
    .step-8-off-script = Zahraj pikovou dvojku.
    .step-9-title = Počítání rozdání
    .step-9-task = Rozdání skončilo: získáváš High (eso), Low (dvojka), Jack (štych s ním je tvůj) a Game (20 proti Severovým 3). Čtyři body.
    .step-9-why = Zápas vyhrává, kdo první dosáhne 7 bodů; High, Low, Jack a Game se počítají v tomto pořadí, takže těsně před cílem může High rozhodnout dřív, než se započítá Game.
    .recap-1 = High: nejvyšší trumf ve hře, dostane ho ten, komu přišel v rozdání; Low: nejnižší trumf, také pro toho, komu přišel.
    .recap-2 = Jack: strana, která vezme štych s trumfovým klukem.
    .recap-3 = Game: nejvíc bodů do Game ve tvých štyších (desítka 10, eso 4, král 3, dáma 2, kluk 1).
    .recap-4 = Přiznej barvu, když můžeš; když nemůžeš, trumfuj.

## All Fours 02: Begging, giving and running
# english: 77f2752be4a11d5a
lesson-all-fours-02 =
    .title = Žebrání, dar a dorozdání
    .goal = Předák smí otočenou barvu odmítnout; rozdávající pak buď dá bod, nebo dorozdá karty kvůli nové trumfové barvě.
    .step-1-title = Předák rozhoduje první
    .step-1-task = Otočená je piková devítka: piky se nabízejí jako trumfy. Sedíš po levici rozdávajícího, takže jsi předák a rozhoduješ první.
    .step-1-why = „Stojím“ ponechá piky jako trumfy a vynášíš ty. „Žebrám“ je odmítne: rozdávající ti pak buď dá bod a piky zůstanou, nebo dorozdá karty kvůli nové trumfové barvě.
    .step-2-title = Žebrej
    .step-2-task = Nemáš jediný pik: žebrej.
    .step-2-why = S piky jako trumfy by všechny trumfy měl Sever. Žebráním donutíš rozdávajícího volit: bod pro tebe, nebo nové trumfy.
    .step-2-off-script = Bez jediného piku hrají pikové trumfy do karet Severovi. Žebrej.
    .step-3-title = Dorozdává se
    .step-3-task = Sever dorozdal karty: každému další tři a otočil srdcovou pětku, takže trumfy jsou srdce. Máš devět karet: označ károvou dvojku, křížovou trojku a křížovou čtyřku a stiskni Odhodit 3 karty.
    .step-3-why = Rozdávající dává bod, když mu nabízená barva vyhovuje; Sever má jeden malý pik a doufal v něco lepšího. Po dorozdání každý odhodí lícem dolů tolik karet, aby mu jich zbylo šest, a odhozené karty jsou ze hry. Nech si trumfy a vysoké karty: malé karty netrumfových barev nic nevyhrají a do Game nic nepočítají. Zůstane ti srdcové eso, král, kluk a osma, kárová pětka a křížová šestka; Sever také odhazuje.
    .step-3-off-script = Tu si nech: odhoď károvou dvojku, křížovou trojku a křížovou čtyřku, malé karty, které nic nevyhrají.
    .step-4-title = Nové trumfy
    .step-4-task = Máš trumfové eso, krále a kluka a vynášíš do prvního štychu.
    .step-4-why = Žebrání udělalo z karet bez trumfů silnou ruku. Kdyby byla nová otočená karta zase pik, odložila by se stranou a dorozdávalo by se znovu: barvu lze v jednom rozdání odmítnout jen jednou. Kdyby Sever místo toho dal bod, připsal by se ti hned jeden bod.
    .recap-1 = Barva otočené karty se nabízí jako trumfy; předák stojí, nebo žebrá.
    .recap-2 = Po žebrání rozdávající buď dá předákovi bod, nebo dorozdá: každému další tři karty a nová otočená karta.
    .recap-3 = Nová otočená karta odmítnuté barvy se odloží stranou a dorozdává se znovu.
    .recap-4 = Po dorozdání každý odhodí tolik karet, aby mu jich zbylo šest.

## All Fours 03: The turn-up jack
# english: 980c15d3ee2e4753
lesson-all-fours-03 =
    .title = Otočený kluk
    .goal = Otočený kluk přinese rozdávajícímu hned bod; to není bod za Jack, ten se získává ve štychu.
    .step-1-title = Bod pro rozdávajícího
    .step-1-task = Rozdáváš ty a otočená karta je srdcový kluk: hned získáváš bod. Sever stojí, takže trumfy jsou srdce, a vynesl srdcovou dámu.
    .step-1-why = Když je otočenou kartou kluk, strana rozdávajícího získá na místě 1 bod, ještě než kdokoli cokoli rozhodne. Těsně před cílem může tento bod sám rozhodnout zápas.
    .step-2-title = Přiznej barvu a vyhraj
    .step-2-task = Vezmi Severovu dámu srdcovým králem.
    .step-2-why = Vynesena byla srdce a ty srdce máš, takže musíš jedno zahrát. Král přebije dámu a obě karty se počítají do Game: 3 a 2.
    .step-2-off-script = Tvůj král vezme Severovu dámu: zahraj srdcového krále.
    .step-3-title = Vynášej ze síly
    .step-3-task = Štych je tvůj, takže vynášíš. Vynes křížové eso.
    .step-3-why = Eso je nejvyšší kříž: vyhraje, pokud ho Sever nepřebije trumfem, a do Game počítá 4.
    .step-3-off-script = Vynes křížové eso.
    .step-4-title = Desítka
    .step-4-task = Vynes křížovou desítku.
    .step-4-why = Desítka počítá do Game 10, víc než kterákoli jiná karta. Sever musí přiznat kříž, pokud nějaký má.
    .step-4-off-script = Vynes křížovou desítku.
    .step-5-title = Žádný bod za Jack
    .step-5-task = Do Game už máš 19 a v zápisu bodů bod za otočeného kluka.
    .step-5-why = Otočená karta se nikdy nehraje, takže srdcového kluka nelze získat ve štychu: v tomto rozdání bod za Jack nedostane nikdo. Otočený kluk je samostatný bod, a to rozdávajícího.
    .recap-1 = Když je otočenou kartou kluk, získá strana rozdávajícího hned 1 bod.
    .recap-2 = Otočená karta nikdy není ve hře, takže v tom rozdání se o bod za Jack nehraje.
    .recap-3 = Přiznej barvu, když můžeš: tady tvůj trumfový král vzal Severovu dámu.

## All Fours 04: Counting for Game
# english: ab05841845ae92a4
lesson-all-fours-04 =
    .title = Počítání do Game
    .goal = Game dostane, kdo má ve štyších nejvíc bodů do Game: nepouštěj své desítky pod vyšší karty.
    .step-1-title = Co se počítá do Game
    .step-1-task = Sever stojí, takže trumfy jsou piky, a vynesl srdcové eso.
    .step-1-why = Game dostane ten, kdo má ve štyších nejvíc bodů do Game: desítka počítá 10, eso 4, král 3, dáma 2, kluk 1, ostatní nic. Nejvíc záleží na desítkách.
    .step-2-title = Desítku si nech
    .step-2-task = Musíš přiznat srdce. Zahraj dvojku, ne desítku.
    .step-2-why = Nic z tvých karet srdcové eso nepřebije, takže tento štych je Severův. Tvoje desítka by Severovi přidala do Game 10; dvojka nepřidá nic.
    .step-2-off-script = Tvoje desítka eso nepřebije: jen by dala Severovi 10 do Game. Zahraj srdcovou dvojku.
    .step-3-title = Počítají se i trumfy
    .step-3-task = Sever vynesl pikovou dámu. Vezmi ji svým králem.
    .step-3-why = Musíš přiznat piky a tvůj král dámu přebije: 3 a 2 do Game pro tebe.
    .step-3-off-script = Zahraj pikového krále.
    .step-4-title = Teď desítka
    .step-4-task = Vynášíš ty. Vynes srdcovou desítku.
    .step-4-why = Srdcové eso už je pryč, takže tvou desítku může vzít jen vyšší srdce nebo trumf. Když ji vyneseš teď, má nejlepší šanci.
    .step-4-off-script = Vynes srdcovou desítku: eso už je pryč.
    .step-5-title = Počítání
    .step-5-task = Do Game máš 15 (král, dáma a desítka); Sever má 4 (eso).
    .step-5-why = Game získá strana, která má na konci rozdání nejvíc bodů do Game. Kdyby tvoje desítka padla pod eso, měl by Sever 14 a ty 5.
    .recap-1 = Do Game se počítá desítka za 10, eso za 4, král za 3, dáma za 2 a kluk za 1.
    .recap-2 = Neházej desítku do štychu, který nemůžeš vyhrát.
    .recap-3 = Desítku uplatni, až budou pryč karty, které ji přebijí.

## All Fours 05: Near the target: High, Low, Jack, Game in that order
# english: e99589aa88659173
lesson-all-fours-05 =
    .title = Těsně před cílem: High, Low, Jack, Game v tomto pořadí
    .goal = Když mohou v jednom rozdání dosáhnout cíle obě strany, počítají se body v pořadí High, Low, Jack, Game a vyhrává, kdo tam dorazí první.
    .step-1-title = Šest na šest
    .step-1-task = Ty i Sever máte po 6 bodech; kdo první dosáhne 7, vyhrává zápas. Otočená je piková devítka.
    .step-1-why = Jedno rozdání může dovést k cíli obě strany. Pak se body počítají v pevném pořadí High, Low, Jack, Game a vyhrává strana, která cíle dosáhne první; zbytek se už nepočítá.
    .step-2-title = Ponech si piky
    .step-2-task = Řekni „Stojím“: trumfy jsou piky.
    .step-2-why = Tvoje pikové eso je nejvyšší trumf vůbec, takže High je tvůj, ať se stane cokoli. A High se počítá první.
    .step-2-off-script = Řekni „Stojím“: s pikovým esem máš High a High se počítá první.
    .step-3-title = Zahraj ho
    .step-3-task = Vynes pikové eso.
    .step-3-why = Sever musí přiznat pik: padne jeho jediný, dvojka. Low mu i tak zůstane, protože Low dostane ten, komu přišel nejnižší trumf.
    .step-3-off-script = Vynes pikové eso.
    .step-4-title = Na zbytku skoro nezáleží
    .step-4-task = Vynes srdcovou trojku.
    .step-4-why = Sever vezme většinu zbylých štychů a s nimi Game, ale High se počítá dřív než Low a Game.
    .step-4-off-script = Vynes srdcovou trojku: na zbytku rozdání teď skoro nezáleží.
    .step-5-title = Přiznej barvu
    .step-5-task = Sever vynesl srdcovou dámu: přiznej barvu srdcovou čtyřkou.
    .step-5-why = Vynesenou barvu musíš přiznávat, dokud můžeš.
    .step-5-off-script = Přiznej barvu: zahraj srdcovou čtyřku.
    .step-6-title = Přiznej kříž
    .step-6-task = Sever vynesl křížovou desítku: přiznej křížovou šestkou.
    .step-6-why = Ani jeden z tvých křížů desítku nepřebije, tak dej ten menší.
    .step-6-off-script = Desítku nepřebije ani jeden kříž: zahraj menší, křížovou šestku.
    .step-7-title = Přiznej káro
    .step-7-task = Sever vynesl károvou devítku: přiznej károvou pětkou.
    .step-7-why = Své jediné káro musíš přiznat.
    .step-7-off-script = Přiznej barvu: zahraj károvou pětku.
    .step-8-title = Poslední štych
    .step-8-task = Káro už nemáš: zahraj svou poslední kartu.
    .step-8-why = Když nemáš žádnou kartu vynesené barvy, smíš zahrát cokoli.
    .step-8-off-script = Zahraj svou poslední kartu, křížovou osmu.
    .step-9-title = High rozhoduje zápas
    .step-9-task = High, tvoje pikové eso, se počítal první a dovedl tě na 7: vyhráváš zápas. Severův Low a Game přišly pozdě.
    .step-9-why = Kdyby měl nejvyšší trumf Sever, vyhrál by jeho High. Těsně před cílem znamenají trumfy v ruce víc než štychy, které vezmeš.
    .recap-1 = Těsně před cílem se body počítají v pořadí High, Low, Jack, Game; vyhrává strana, která cíle dosáhne první.
    .recap-2 = Body po tom vítězném se už nepočítají.
    .recap-3 = High a Low závisí na trumfech, které ti přišly, ne na štyších, které vyhraješ.

## All Fours 06: Following suit and trumping
# english: 4d350a4afd7b9b8e
lesson-all-fours-06 =
    .title = Přiznávání barvy a trumfování
    .goal = Přiznej vynesenou barvu, když můžeš; když nemůžeš, štych vyhraje trumf.
    .step-1-title = Trumfy jsou srdce
    .step-1-task = Řekni „Stojím“: srdce budou trumfy.
    .step-1-why = Otočená je srdcová pětka. Každé srdce teď přebije jakoukoli kartu jiné barvy a štych vyhraje nejvyšší srdce v něm.
    .step-1-off-script = V této lekci si srdce jako trumfy ponech: řekni „Stojím“.
    .step-2-title = Sever musí přiznat
    .step-2-task = Vynes pikového krále.
    .step-2-why = Kdo má kartu vynesené barvy, musí ji zahrát. Severův jediný pik je dáma, takže ji musí dát pod tvého krále.
    .step-2-off-script = Vynes pikového krále: Sever musí přiznat pik.
    .step-3-title = Kdo barvu nemá, vyhraje trumfem
    .step-3-task = Vynes pikovou čtyřku.
    .step-3-why = Sever už pik nemá, takže smí zahrát jakoukoli kartu: malý trumf tvou čtyřku vezme. Pak vynáší Sever.
    .step-3-off-script = Vynes pikovou čtyřku a uvidíš, co udělá Sever bez piku.
    .step-4-title = Přiznávat musíš i ty
    .step-4-task = Sever vynesl kárového krále. Přiznej károvou osmou.
    .step-4-why = Máš káro, takže ho musíš zahrát, i když by trumf vyhrál. Zkus srdcovou devítku a pravidla ji odmítnou.
    .step-4-off-script = Přiznej barvu károvou osmou.
    .step-5-title = Teď smíš trumfovat
    .step-5-task = Sever vynáší károvou sedmu a ty už káro nemáš. Přebij ji srdcovou devítkou.
    .step-5-why = Bez vynesené barvy smíš zahrát jakoukoli kartu. Křížová dvojka by štych prohrála; každý trumf ho vyhraje.
    .step-5-off-script = Křížová dvojka nevyhraje: trumfuj srdcovou devítkou.
    .step-6-title = Vynesený trumf se musí přiznat
    .step-6-task = Vynes srdcovou trojku.
    .step-6-why = Když se vynese trumf, přiznávají se trumfy: Sever musí zahrát srdce, pokud nějaké má. Jeho srdcové eso vyhraje.
    .step-6-off-script = Vynes srdcovou trojku: uvidíš, jak Sever přizná trumfem.
    .step-7-title = Poslední karta
    .step-7-task = Sever vynáší károvou pětku. Zahraj křížovou dvojku: nic jiného nemáš.
    .step-7-why = Bez kára i bez trumfu jen odhazuješ a štych je Severův.
    .step-7-off-script = Zahraj křížovou dvojku.
    .step-8-title = Počítání rozdání
    .step-8-task = Sever získává High za srdcové eso a Game, 7 proti tvým 5; ty získáváš Low za srdcovou trojku. Žádný kluk ve hře nebyl.
    .step-8-why = U některých stolů se hraje podle klasického pravidla, které dovoluje trumfovat, i když máš vynesenou barvu; při zakládání hry ho zaškrtni v části „Přiznávání barvy“.
    .recap-1 = Přiznávej vynesenou barvu, kdykoli můžeš.
    .recap-2 = Když žádnou kartu té barvy nemáš, zahraj jakoukoli: trumf vyhraje, pokud nepadne vyšší trumf.
    .recap-3 = Když se vynese trumf, přiznej trumfem, pokud nějaký máš.
    .recap-4 = Klasické pravidlo dovoluje trumfovat kdykoli; je to jedna z variant.

## All Fours u stolu
all-fours-goal-target = kdo první získá { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
all-fours-goal-single = jediné rozdání: vyhrává, kdo má víc bodů
all-fours-deal = Rozdání { $number }
all-fours-deal-over = Rozdání skončilo.
all-fours-deal-over-heading = Rozdání { $number } skončilo
all-fours-next-deal = Další rozdání
all-fours-resumed = Rozdání { $number } pokračuje tam, kde se přerušilo.
all-fours-new-deal = Rozdání { $number }: { $dealer_person ->
        [you] rozdáváš
       *[other] { $dealer } rozdává
    } karty; { $eldest_person ->
        [you] první rozhoduješ ty: stojíš, nebo žebráš?
       *[other] první rozhoduje { $eldest }: stojí, nebo žebrá?
    }
# $proposed je "yes", když se barva karty nabízí jako trumfy, a "no", když se karta odkládá;
# $jack je "yes" u kluka, který přinese bod straně rozdávajícího ($who, $person).
all-fours-turned-up = { $proposed ->
        [yes] Otočená karta je { $card }: { $suit } se nabízejí jako trumfy
       *[no] Otočená karta je { $card }, tedy znovu odmítnutá barva: odkládá se stranou a otáčí se další karta
    }{ $jack ->
        [yes] . Je to kluk: { $person ->
            [you] získáváš
            [you-and] { $who } získáváte
            [one] { $who } získává
           *[many] { $who } získávají
        } bod za jeho otočení
       *[no] {""}
    }
all-fours-stood = { $person ->
        [you] Stojíš
       *[other] { $who } stojí
    }: trumfy jsou { $suit }
# $who žebrá; $dealer rozhoduje; $to je ten, kdo žebral, uvnitř věty.
all-fours-begged = { $person ->
        [you] Žebráš
       *[other] { $who } žebrá
    }: { $dealer_person ->
        [you] jako rozdávající teď dáš bod, nebo dorozdáš karty
       *[other] rozdávající { $dealer } teď dá bod, nebo dorozdá karty
    }
# $to: strany, které bod dostanou; $to_person: "you", "you-and", "one" nebo "many" pro ně.
all-fours-gave = { $person ->
        [you] Dáváš bod
       *[other] { $who } dává bod
    } a trumfy zůstávají { $suit }; { $to_person ->
        [you] získáváš ho ty
        [you-and] získáváte ho { $to }
        [one] získává ho { $to }
       *[many] získávají ho { $to }
    }
all-fours-ran = { $person ->
        [you] Dorozdáváš
       *[other] { $who } dorozdává
    } karty: každý dostane další tři a otočí se nová karta
all-fours-trumps = Trumfy: { $suit }
all-fours-proposed = Nabízené trumfy: { $suit }
all-fours-abandoned = Na další dorozdání nezbývá dost karet (v balíčku { $left ->
        [one] je { $left } karta
        [few] jsou { $left } karty
       *[other] je { $left } karet
    }, potřeba je { $needed }): rozdání se ruší a tentýž rozdávající rozdává znovu
all-fours-revoked = { $person ->
        [you] Hraješ { $card } a nepřiznáváš barvu
       *[other] { $who } hraje { $card } a nepřiznává barvu
    }: to je renonc, potrestá se při počítání rozdání
# Kdo vzal štych, a $why: jedna ze zpráv all-fours-why.
all-fours-trick-taken = { $person ->
        [you] Bereš
       *[other] { $who } bere
    } štych: { $why }
all-fours-why-highest-trump = bere ho { $card }, nejvyšší zahraný trumf
all-fours-why-trumped = bere ho { $card }, protože trumf přebije každou kartu vynesené barvy
all-fours-why-trumps-led = vynesl se trumf a nejvyšší je { $card }
all-fours-why-led-suit = bere ho { $card }, nejvyšší karta vynesené barvy, a nikdo netrumfoval
# Bod rozdání podle klíče (high, low, jack, game, turn-up-jack nebo gift); $to: strana, která ho
# získává, uvnitř věty.
all-fours-point-scored = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Otočený kluk
       *[gift] Dar
    }: { $person ->
        [you] bod získáváš
        [you-and] bod získáváte { $to }
        [one] bod získává { $to }
       *[many] bod získávají { $to }
    }
all-fours-point-not-counted = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Otočený kluk
       *[gift] Dar
    }: { $person ->
        [you] bod získáváš
        [you-and] bod získáváte { $to }
        [one] bod získává { $to }
       *[many] bod získávají { $to }
    }, ale nepočítá se
all-fours-penalty = { $person ->
        [you] Ztrácíš
        [you-and] { $who } ztrácíte
        [one] { $who } ztrácí
       *[many] { $who } ztrácejí
    } { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } za renonc

## All Fours: tah a volby člověka u okna
all-fours-turn-stand-or-beg = Jsi na tahu: řekni „Stojím“ (trumfy budou { $suit }), nebo „Žebrám“ o nové trumfy (S nebo Z).
all-fours-turn-give-or-run = Jsi na tahu: { $who } žebrá. Dej bod a ponech { $suit } jako trumfy, nebo dorozdej karty (D nebo R).
all-fours-turn-discard = Jsi na tahu: označ { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } k odhození a stiskni „Odhodit“.
all-fours-turn-any-card = Jsi na tahu: { $suit } nemáš, takže smíš zahrát jakoukoli kartu.
# $anytime je "yes", když lze místo toho zahrát trumf.
all-fours-turn-follow = Jsi na tahu: přiznej { $suit }{ $anytime ->
        [yes] , nebo zahraj trumf
       *[no] {""}
    }.
all-fours-turn-lead = Jsi na tahu: vynes jakoukoli kartu (klikni na ni, nebo stiskni její číslo).
all-fours-face-down = Tvoje karty zůstávají lícem dolů, dokud se nerozhodne o trumfech: při třech nebo čtyřech hráčích se do svých karet předtím dívají jen rozdávající a předák.
all-fours-stand-or-beg = „Stojím“: trumfy jsou { $suit } a vynášíš ty. „Žebrám“: rozdávající { $dealer } ti buď dá bod a trumfy zůstanou { $suit }, nebo dorozdá karty kvůli nové trumfové barvě.
all-fours-stand = Stojím ({ $suit })
all-fours-beg = Žebrám
all-fours-give-or-run = „Dávám bod“: { $who } získá bod a trumfy zůstanou { $suit }. „Dorozdávám“: každý dostane další tři karty a otočí se nová karta; otočený kluk přinese bod tobě.
all-fours-give = Dávám bod (trumfy { $suit })
all-fours-run = Dorozdávám
all-fours-discard-help = Po dorozdání každý odhodí lícem dolů tolik karet, aby mu jich zbylo šest. Nech si trumfy, kluka a karty, které se počítají do Game (desítka 10, eso 4, král 3, dáma 2, kluk 1). Označeno: { $marked } z { $need }.
all-fours-discard = Odhodit { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }
all-fours-must-follow = Máš { $suit }: musíš přiznat barvu{ $anytime ->
        [yes] , nebo trumfovat
       *[no] {""}
    }.
# Klávesy voleb, písmeno ze slova na tlačítku (Stojím, Žebrám, Dávám bod, Dorozdávám, Odhodit).
all-fours-key-stand = S
all-fours-key-beg = Z
all-fours-key-give = D
all-fours-key-run = R
all-fours-key-discard = O
all-fours-tag-trumps = trumfy
all-fours-tag-proposed = nabídka
all-fours-discards = Odhozené: { $count }
all-fours-pile-tricks = { $who }: { $count ->
        [one] { $count } štych
        [few] { $count } štychy
       *[other] { $count } štychů
    }
all-fours-plate-eldest = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } · předák
all-fours-strip-early = Toto rozdání zatím: { $points }
all-fours-nobody-scored = V tomto rozdání nikdo nezískal bod.
all-fours-this-deal = Toto rozdání: { $gains }

## All Fours: odmítnuté tahy
all-fours-refuse-cannot-mark = Odhazuje se jen po dorozdání, když máš víc než šest karet.
all-fours-refuse-unmark = Odhazuješ { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }: nejdřív jednu odznač.
all-fours-refuse-mark-first = Nejdřív označ k odhození { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
# $led a $trump jsou barvy; $anytime je "yes", když lze místo toho zahrát trumf.
all-fours-refuse-follow = Máš kartu vynesené barvy ({ $led }): { $anytime ->
        [yes] přiznej barvu, nebo zahraj trumf ({ $trump })
       *[no] musíš přiznat barvu
    }.
# $who: strana předáka, kterou by dar dovedl k cíli $target.
all-fours-refuse-gift = Bod dát nemůžeš: strana předáka ({ $who }) by s ním dosáhla cíle, { $target ->
        [one] { $target } bodu
       *[other] { $target } bodů
    }; dorozdej karty.
all-fours-refuse-eldest-you = Jsi předák: nejdřív řekni „Stojím“ (S), nebo „Žebrám“ (Z).
all-fours-refuse-eldest = Nejdřív rozhoduje předák { $who }: stojí, nebo žebrá.
# $who žebral; $dealer rozhoduje.
all-fours-refuse-dealer = { $person ->
        [you] Žebráš
       *[other] { $who } žebrá
    }: { $dealer_person ->
        [you] nejdřív dej bod (D), nebo dorozdej karty (R)
       *[other] rozdávající { $dealer } nejdřív dá bod, nebo dorozdá karty
    }.
all-fours-refuse-play = O trumfech je rozhodnuto: zahraj kartu.
all-fours-refuse-discard = Po dorozdání každý odhazuje na šest karet: označ { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a stiskni „Odhodit“.

## All Fours: zápis bodů
# Proč bod připadl, komu připadl: $point jako u all-fours-point-scored, $to strana, která ho
# získává, a $why jedna ze zpráv all-fours-reason.
all-fours-point-goes = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Bod za otočeného kluka
       *[gift] Darovaný bod
    } { $person ->
        [you] máš ty
        [you-and] máte { $to }
        [one] má { $to }
       *[many] mají { $to }
    }: { $why }
# $only je "yes", když jediný trumf ve hře byl High i Low.
all-fours-reason-held = { $person ->
        [you] v kartách máš { $card }
       *[other] { $who } má v kartách { $card }
    }{ $only ->
        [yes] {" "}(jediný trumf ve hře platí za High i Low)
       *[no] {""}
    }
all-fours-reason-captured = { $person ->
        [you] bereš
       *[other] { $who } bere
    } štych, ve kterém je { $card }
# $others: počty ostatních stran, každý jako zpráva all-fours-count-of.
all-fours-reason-counted = { $total ->
        [one] { $total } bod
        [few] { $total } body
       *[other] { $total } bodů
    } do Game (ostatní: { $others }); desítka počítá 10, eso 4, král 3, dáma 2, kluk 1
all-fours-reason-counted-tie = { $total ->
        [one] { $total } bod
        [few] { $total } body
       *[other] { $total } bodů
    } do Game (ostatní: { $others }); při rovnosti se stranou rozdávajícího dostává Game druhá strana
all-fours-count-of = { $who } { $count }
all-fours-reason-turned-up = otočená karta je { $card }
all-fours-reason-given = { $person ->
        [you] jako rozdávající ponecháváš trumfy a dáváš bod
       *[other] rozdávající { $who } ponechává trumfy a dává bod
    }
all-fours-not-counted = { $why } (nepočítá se)
all-fours-abandoned-line = Rozdání se zrušilo: na dorozdání nezbylo dost karet, a tak tentýž rozdávající rozdává znovu.
all-fours-sheet-empty = Zatím neskončilo žádné rozdání. Každé rozdání přinese bod za High, Low, Jack a Game; otočený kluk a dar rozdávajícího se připisují hned.
all-fours-sheet-early = V tomto rozdání zatím: { $points }
all-fours-sheet-not-counted = Bod označený „nepočítá se“ někdo získal, ale nezapočítal se: zápas už se rozhodl dřív v pořadí počítání (High, Low, Jack, Game), nebo mu zabránil renonc.

## All Fours: záznamy rozdání
all-fours-replay-turned-up = Otočená karta: { $card }
all-fours-replay-deal = Rozdání karet. { $dealer_person ->
        [you] Rozdáváš a otáčíš
       *[other] { $dealer } rozdává a otáčí
    } { $card }; { $eldest_person ->
        [you] první rozhoduješ ty
       *[other] první rozhoduje { $eldest }
    }.
# $doing: stand-or-beg, give-or-run, discard nebo play.
all-fours-replay-next = Na tahu: { $who } ({ $doing ->
        [stand-or-beg] stát, nebo žebrat
        [give-or-run] dát bod, nebo dorozdat
        [discard] odhodit na šest karet
       *[play] zahrát kartu
    })
# $role: dealer, eldest nebo none.
all-fours-replay-seat = { $tricks ->
        [one] { $tricks } štych
        [few] { $tricks } štychy
       *[other] { $tricks } štychů
    }, do Game { $count }{ $role ->
        [dealer] , rozdávající
        [eldest] , předák
       *[none] {""}
    }
all-fours-replay-discarded = Odhozené
all-fours-replay-upcard = Otočená karta
# $state: trumps, proposed nebo abandoned.
all-fours-replay-upcard-state = { $state ->
        [trumps] trumfy jsou { $suit }
        [abandoned] rozdání se zrušilo
       *[proposed] { $suit } se nabízejí jako trumfy
    }
all-fours-replay-turned-before = Dříve otočené
all-fours-replay-stock = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }, { $runs } dorozdání
all-fours-replay-points-so-far = Dosavadní body
all-fours-replay-early = { $points } (za otočené kluky a dary)
all-fours-act-stand = { $person ->
        [you] Stojíš
       *[other] { $who } stojí
    }
all-fours-act-beg = { $person ->
        [you] Žebráš
       *[other] { $who } žebrá
    }
all-fours-act-give = { $person ->
        [you] Dáváš bod
       *[other] { $who } dává bod
    }
all-fours-act-run = { $person ->
        [you] Dorozdáváš
       *[other] { $who } dorozdává
    } karty
all-fours-act-discard = { $person ->
        [you] Odhazuješ
       *[other] { $who } odhazuje
    } { $card }
all-fours-act-play = { $person ->
        [you] Hraješ
       *[other] { $who } hraje
    } { $card }
all-fours-act-trumps = trumfy jsou { $suit }
all-fours-act-gave = { $to_person ->
        [you] bod získáváš ty
        [you-and] bod získáváte { $to }
        [one] bod získává { $to }
       *[many] bod získávají { $to }
    }
# $proposed: "no", když se karta odkládá; $jack: "yes" u kluka, který přinese bod rozdávajícímu.
all-fours-act-turned = otočená karta je { $card }{ $proposed ->
        [yes] {""}
       *[no] {" "}(znovu odmítnutá barva), odkládá se stranou
    }{ $jack ->
        [yes] , je to kluk: bod pro rozdávajícího
       *[no] {""}
    }
all-fours-act-abandoned = na další dorozdání nezbývá dost karet: rozdání se ruší
all-fours-act-revoked = renonc, potrestá se při počítání rozdání
all-fours-act-trick = { $person ->
        [you] bereš štych
       *[other] { $who } bere štych
    }

## Společné obrazovky: název hry, její popis a jak se jmenují její rozdání
all-fours-title = All Fours
all-fours-blurb = Seven Up (Siódemki) pro 2, 3 nebo 4 hráče: trumfy, žebrání o nový trumf a po bodu za High, Low, Jack a Game.
all-fours-hand-label = rozdání { $number }
# Slova příkazové řádky: jedno rozdání, jak mu hra říká, více rozdání a co počítají body rozdání.
all-fours-hand-word = rozdání
all-fours-hands-word = rozdání
all-fours-points-word = body do Game
all-fours-stats-hands-played = Odehraná rozdání
all-fours-stats-hands-won = Vyhraná rozdání
all-fours-stats-hands-lost = Prohraná rozdání
all-fours-stats-hands-tied = Rozdání nerozhodně
all-fours-stats-hands-with-hints = Rozdání hraná s nápovědou
all-fours-stats-hands-with-undo = Rozdání hraná s vracením tahů
all-fours-stats-average-points = Průměr bodů na rozdání
all-fours-stats-points-chart = Body uhrané v rozdání, počet rozdání
all-fours-stats-best-hand = Nejlepší rozdání
all-fours-stats-best-hand-text =
    body { $game_points }, do Game { $card_points ->
            [one] { $card_points } bod
            [few] { $card_points } body
           *[other] { $card_points } bodů
        }
all-fours-hand-count =
    { $count ->
            [one] { $count } rozdání
           *[other] { $count } rozdání
        }
all-fours-history-hands = Rozdání:
