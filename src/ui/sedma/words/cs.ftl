# Sedma in Czech: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/cs.ftl; the window loads both.

## Hry
variant-sedma-osmova = osmová
variant-sedma-eight-beats-seven = osma přebíjí sedmu
variant-sedma-osmova-trick-points = body za štychy jako v osmové
variant-sedma-tricks-only = jen štychy
variant-sedma-slovak = slovenská pravidla
variant-sedma-burn-a = pálení (1 herní bod, sedmy 3)
variant-sedma-burn-b = pálení (4 herní body)
variant-sedma-burn-c = pálení (5 herních bodů, desítky 10, sedmy 15)
variant-sedma-burn-hand = spálené rozdání
variant-sedma-king-of-leaves = zelený král hraje sám
variant-sedma-king-of-hearts = červený král hraje sám
variant-sedma-eight-and-nine = bez červené osmy a devítky
variant-sedma-three-32 = 32 karet pro tři
variant-sedma-three-32-pass = 32 karet pro tři, s pasováním
variant-sedma-continue-only-when-losing = pokračovat smí jen prohrávající
variant-sedma-dealer-by-draw = rozdávající losem

## Herní možnosti: Sedma, All Fours, Pekelné sedmy
sedma-opt-cards = Karty
sedma-opt-german-suits-hearts-bells = Německé karty (srdce, kule, žaludy, listy)
sedma-opt-french-suits-hearts-diamonds = Francouzské karty (srdce, káry, kříže, piky)
sedma-opt-match = Zápas
sedma-opt-first-to = Kdo první získá
sedma-opt-game-points = { $count ->
        [one] { $count } herní bod
        [few] { $count } herní body
       *[other] { $count } herních bodů
    }
sedma-opt-fixed-number-of-hands = Pevný počet rozdání:
sedma-opt-hands = { $count ->
        [one] { $count } rozdání
        [few] { $count } rozdání
       *[other] { $count } rozdání
    }
sedma-opt-wild-cards = Divoké karty
sedma-opt-sedma-osmov-eights-are = Sedma osmová: divoké jsou i osmy
sedma-opt-an-eight-beats-any = Osma přebije kteroukoli kartu, stejně jako sedma.
sedma-opt-when-a-seven-and = Když se potkají sedma a osma:
sedma-opt-the-first-one-holds = drží ta první
sedma-opt-an-eight-beats-an = osma přebije dřívější sedmu
sedma-opt-scoring = Bodování
sedma-opt-aces-and-tens-10 = Esa a desítky po 10, poslední štych 10 (celkem 90)
sedma-opt-osmov-trick-points = Body za štychy jako v osmové
sedma-opt-every-trick-won-is = Každý vyhraný štych má navíc k esům a desítkám, které obsahuje, hodnotu 10 (jen s osmovou).
sedma-opt-tricks-only = Jen štychy
sedma-opt-aces-and-tens-count = Esa a desítky nemají žádnou hodnotu; každý vyhraný štych je za 1 bod.
sedma-opt-slovak-rules = Slovenská pravidla
sedma-opt-no-10-for-the = Za poslední štych se nepočítá 10 (celkem 80); rozdávání přejde na dalšího, jen když soupeři rozdávajícího získají 60 nebo víc.
sedma-opt-burning = Pálení
sedma-opt-when-the-last-four = Když jsou poslední čtyři karty zahrané do štychu stejné hodnoty, rozdání hned končí:
sedma-opt-no-burning = bez pálení
sedma-opt-it-wins-1-game = přinese 1 herní bod (3 za čtyři sedmy)
sedma-opt-it-wins-4-game = přinese 4 herní body
sedma-opt-it-wins-5-game = přinese 5 herních bodů (10 za desítky, 15 za sedmy)
sedma-opt-with-two-or-four = Jen pro dva nebo čtyři hráče.
sedma-opt-burned-hand = Spálené rozdání
sedma-opt-a-player-who-holds = Hráč, který má čtyři karty stejné hodnoty, hned vyhrává rozdání pro svou stranu, za 4 herní body.
sedma-opt-three-players = Tři hráči
sedma-opt-pack = Balíček:
sedma-opt-30-cards-two-eights = 30 karet, bez dvou osem
sedma-opt-30-cards-8-and = 30 karet, bez červené osmy a devítky
sedma-opt-32-cards = 32 karet
sedma-opt-32-cards-with-a = 32 karet s pasováním
sedma-opt-with-32-cards-one = S 32 kartami má jeden hráč v každém rozdání na konci o kartu méně; s pasováním může místo toho jednou za rozdání hráč, který nevynášel, jedno kolo vynechat.
sedma-opt-a-king-plays-alone = Král hraje sám:
sedma-opt-whoever-holds-that-king = Kdo má tohoto krále, hraje sám proti zbylým dvěma a král hraje jako sedma.
sedma-opt-play = Hra
sedma-opt-continue-a-trick-only = Pokračovat ve štychu jen tehdy, když ho prohráváš
sedma-opt-the-leader-may-continue = Vynášející smí pokračovat jen tehdy, když štych právě vyhrává druhá strana.
sedma-opt-draw-cards-for-the = Losovat prvního rozdávajícího kartami
sedma-opt-everyone-draws-a-card = Každý si vytáhne kartu: kdo má nejnižší, rozdává první (a ve čtyřech hrají spolu ti dva s nejnižšími).
sedma-opt-no-king = žádný

## Sedma u stolu
sedma-turn-play = Jsi na tahu: zahraj kartu (klikni na ni, nebo ji vyber šipkami a stiskni Enter, nebo stiskni { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Jsi na tahu: pokračuj ve štychu (klikni na zvýrazněnou kartu), nebo ho ukonči (U).
sedma-why-lead-holds = platí vynesená karta, { $card }, protože nikdo nepřidal stejnou hodnotu ani divokou kartu
sedma-why-seven-on-seven = vynesenou sedmu přebije jen sedma ({ $nth }. sedma)
sedma-why-matches = { $card } odpovídá vynesené kartě ({ $nth }. karta té hodnoty)
sedma-why-seven = sedma přebije každou kartu
sedma-why-eight = v osmové jsou osmy divoké jako sedmy
sedma-why-wild = { $card } hraje jako sedma a sedma přebije každou kartu
sedma-why-wild-led-holds = platí vynesená karta, { $card } v roli sedmy, protože vynesenou sedmu přebije jen sedma a tu nikdo nezahrál
sedma-trick-taken = { $person ->
        [you] Bereš
       *[other] { $who } bere
    } štych{ $points ->
        [0] { $bonus ->
            [0] {""}
           *[other] {" "}(+{ $bonus } za poslední štych)
        }
       *[other] { $bonus ->
            [0] {" "}(+{ $points })
           *[other] {" "}(+{ $points } a { $bonus } za poslední štych)
        }
    }: { $why }.
sedma-continues = { $person ->
        [you] Pokračuješ
       *[other] { $who } pokračuje
    } ve štychu { $card }: každý zahraje ještě jednu kartu
sedma-burned-trick = Spáleno! Čtyři { $rank ->
        [ace] esa
        [king] králové
        [queen] { $pack ->
            [german] svršci
           *[french] dámy
        }
        [jack] { $pack ->
            [german] spodci
           *[french] kluci
        }
        [ten] desítky
        [nine] devítky
        [eight] osmy
       *[seven] sedmy
    } za sebou: { $person ->
        [you] vyhráváš
        [you-and] { $who } vyhráváte
        [one] { $who } vyhrává
       *[many] { $who } vyhrávají
    } rozdání za { $stake ->
        [one] { $stake } herní bod
        [few] { $stake } herní body
       *[other] { $stake } herních bodů
    }
sedma-burned-hand = Spálené rozdání! { $person ->
        [you] Máš
       *[other] { $who } má
    } čtyři { $rank ->
        [ace] esa
        [king] krále
        [queen] { $pack ->
            [german] svršky
           *[french] dámy
        }
        [jack] { $pack ->
            [german] spodky
           *[french] kluky
        }
        [ten] desítky
        [nine] devítky
        [eight] osmy
       *[seven] sedmy
    }: rozdání končí
sedma-new-hand = Rozdání { $number }: { $dealer_person ->
        [you] rozdáváš
       *[other] { $dealer } rozdává
    }, { $leader_person ->
        [you] vynášíš
       *[other] { $leader } vynáší
    } první.
sedma-passes = { $person ->
        [you] Vynecháváš
       *[other] { $who } vynechává
    } toto kolo (jednou za rozdání smí hráč jedno kolo vynechat)
sedma-refuse-continue = Chceš-li pokračovat ve štychu, musíš zahrát { $cards }; { $card } to není.
sedma-refuse-end-not-now = Štych může ukončit jen ten, kdo vynášel, a to až když všichni v kole zahráli.
sedma-refuse-no-pass-rule = Vynechat kolo lze jen ve hře tří hráčů s 32 kartami a s pasováním.
sedma-refuse-leader-cannot-pass = Kdo vynášel, nemůže vynechat: štych ukonči, nebo v něm pokračuj.
sedma-refuse-pass-used = V tomto rozdání už někdo kolo vynechal; smí se jen jednou.
sedma-refuse-pass-stock-empty = Vynechat kolo lze jen, dokud v balíčku zbývají karty.

# Klávesy voleb, písmeno ze slova na tlačítku (Ukončit štych, Vynechat toto kolo).
sedma-key-end = U
sedma-key-pass = V

## Zápisy bodů a přehrávání
sedma-replay-deal = Rozdání karet. { $dealer_person ->
        [you] Rozdáváš
       *[other] { $dealer } rozdává
    }, { $leader_person ->
        [you] vynášíš
       *[other] { $leader } vynáší
    }.
sedma-replay-seat = { $tricks ->
        [one] { $tricks } štych
        [few] { $tricks } štychy
       *[other] { $tricks } štychů
    }, { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }{ $dealer ->
        [yes] , rozdává
       *[no] {""}
    }
sedma-ends-trick = { $person ->
        [you] Končíš
       *[other] { $who } končí
    } štych

## Výsledky rozdání v Sedmě
sedma-summary-points = Body za karty: { $totals }
sedma-summary-tricks = Štychy: { $totals }
sedma-pile-points = { $who }: { $count ->
        [one] { $count } bod
        [few] { $count } body
       *[other] { $count } bodů
    }
sedma-pile-tricks = { $who }: { $count ->
        [one] { $count } štych
        [few] { $count } štychy
       *[other] { $count } štychů
    }
sedma-nobody-wins = Rozdání nikdo nevyhrává: { $why }
sedma-side-wins = { $person ->
        [you] Vyhráváš
        [you-and] { $who } vyhráváte
        [one] { $who } vyhrává
       *[many] { $who } vyhrávají
    } { $stake ->
        [one] { $stake } herní bod
        [few] { $stake } herní body
       *[other] { $stake } herních bodů
    }: { $why }
sedma-sides-win = { $who } vyhrávají každý { $stake ->
        [one] { $stake } herní bod
        [few] { $stake } herní body
       *[other] { $stake } herních bodů
    }: { $why }
sedma-why-burned-in-trick = spáleno: čtyři { $rank ->
        [ace] esa
        [king] králové
        [queen] { $pack ->
            [german] svršci
           *[french] dámy
        }
        [jack] { $pack ->
            [german] spodci
           *[french] kluci
        }
        [ten] desítky
        [nine] devítky
        [eight] osmy
       *[seven] sedmy
    } za sebou
sedma-why-burned-hand = spálené rozdání: čtyři { $rank ->
        [ace] esa
        [king] králové
        [queen] { $pack ->
            [german] svršci
           *[french] dámy
        }
        [jack] { $pack ->
            [german] spodci
           *[french] kluci
        }
        [ten] desítky
        [nine] devítky
        [eight] osmy
       *[seven] sedmy
    } v ruce
sedma-why-every-trick = všechny štychy
sedma-why-all-points = všech { $total } bodů
sedma-why-last-trick-decides = { $points }:{ $points }, rozhoduje poslední štych
sedma-why-majority = většina bodů
sedma-why-two-tie = dva mají nejvíc stejně: třetí platí každému 1
sedma-why-all-equal = všichni stejně: nikdo neplatí

## Lišta akcí v Sedmě
sedma-end-trick = Ukončit štych
sedma-continue-with = Pokračovat: { $card }
sedma-pass-round = Vynechat toto kolo
sedma-pass-explained = Jednou za rozdání smí hráč, který nevynášel, vynechat kolo a dobrat o kartu méně.
sedma-continue-wild = { $eights ->
        [yes] sedmu nebo osmu
       *[no] sedmu
    }
sedma-continue-another = { $rank } nebo { $eights ->
        [yes] sedmu nebo osmu
       *[no] sedmu
    }
sedma-continue-wild-led = { $eights ->
        [yes] sedmu nebo osmu
       *[no] sedmu
    } (vynesená karta, { $card }, hraje jako sedma)
sedma-end-or-continue = Ukončit: { $person ->
        [you] bereš
       *[other] { $who } bere
    } { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    } na stole ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }). Pokračovat: zahraj { $another } a každý zahraje ještě jednu kartu.
sedma-end-or-continue-as-is = Ukončit: štych se bere, jak leží. Pokračovat: zahraj { $another } a každý zahraje ještě jednu kartu.
sedma-goal-target = kdo první získá { $points ->
        [one] { $points } herní bod
        [few] { $points } herní body
       *[other] { $points } herních bodů
    }
sedma-goal-hands = nejvíc herních bodů po { $hands ->
        [one] { $hands } rozdání
       *[other] { $hands } rozdáních
    }

## srdcovou sedmu“) nebo „choice“ (jedna z možností, infinitiv: „zahrát srdcovou sedmu“).
# $card: karta v pádu, který tah žádá (continue: 7. pád; play: 4. pád).
sedma-advice = { $form ->
        [advice] { $action ->
            [continue] pokračuj { $card }
            [end] ukonči štych
            [pass] vynech toto kolo
           *[play] zahraj { $card }
        }
       *[choice] { $action ->
            [continue] pokračovat { $card }
            [end] ukončit štych
            [pass] vynechat toto kolo
           *[play] zahrát { $card }
        }
    }

## Pravidla: Sedma
rules-sedma-intro = Sedma je štychová hra pro dva, tři nebo čtyři hráče. Body mají jen esa a desítky a kartu přebije jen karta stejné hodnoty, nebo sedma.
rules-sedma-cards = Karty
rules-sedma-cards-pack = Balíček 32 karet: německé karty (srdce, kule, žaludy, listy) s hodnotami eso, král, svršek, spodek, 10, 9, 8 a 7, nebo francouzské karty (srdce, káry, kříže, piky) s hodnotami eso, král, dáma, kluk, 10, 9, 8 a 7.
rules-sedma-cards-no-order = Na barvách nezáleží a hodnoty nemají žádné pořadí: král není o nic lepší než devítka.
rules-sedma-cards-points = Každé eso a každá desítka má 10 bodů a poslední štych dalších 10: v jednom rozdání je celkem 90 bodů.
rules-sedma-deal = Hráči a rozdávání
rules-sedma-deal-players = Dva hrají proti sobě. Čtyři hrají ve dvou dvojicích, partneři sedí naproti sobě. Tři hrají každý sám za sebe s 30 kartami (dvě osmy se vyřadí).
rules-sedma-deal-four = Rozdávající dá každému čtyři karty, po dvou, počínaje hráčem po své levici. Zbylé karty tvoří dobírací balíček, rubem nahoru.
rules-sedma-deal-first = Prvního rozdávajícího určí los; vynáší hráč po levici rozdávajícího.
rules-sedma-deal-next = Po každém rozdání rozdává některý z poražených a vynáší některý z vítězů: ve dvou rozdává poražený; ve čtyřech přejde rozdávání doleva, pokud strana rozdávajícího vyhrála, a na partnera rozdávajícího, pokud prohrála. Vynáší soupeř po levici nového rozdávajícího.
rules-sedma-deal-three-ties = Ve třech rozdává ten, kdo má nejméně bodů, a vynáší ten, kdo má nejvíc. Pokud mají dva stejně nejvíc, rozdává třetí a vynáší ten z nich, který je od rozdávajícího doleva první; pokud mají všichni tři stejně, přejde rozdávání doleva; pokud mají dva stejně nejméně, rozdává ten z nich, který je první po předchozím rozdávajícím.
rules-sedma-trick = Hra o štych
rules-sedma-trick-any-card = Vynášející zahraje libovolnou kartu a pak postupně každý další zahraje libovolnou kartu: barvu ani hodnotu není třeba přiznávat.
rules-sedma-trick-continue = Když už zahráli všichni, rozhodne vynášející: štych ukončí, nebo v něm pokračuje další kartou vynesené hodnoty nebo sedmou. Pak každý zahraje ještě jednu kartu a vynášející rozhoduje znovu. Vynášející, který nemá ani jednu z těchto karet, pokračovat nemůže a štych skončí sám.
rules-sedma-trick-continue-winning = Vynášející smí pokračovat, i když štych právě vyhrává jeho vlastní strana.
rules-sedma-trick-winner = Štych bere ten, kdo zahrál poslední kartu vynesené hodnoty nebo sedmu. Pokud nikdo nepřidal kartu stejné hodnoty ani sedmu, drží štych karta vynášejícího. Vynesenou sedmu přebije jen další sedma.
rules-sedma-trick-draw = Vítěz si vezme všechny karty štychu. Pak si počínaje vítězem každý bere z balíčku po jedné kartě, dokud všichni nemají čtyři nebo dokud balíček nedojde. Vítěz vynáší do dalšího štychu; když balíček dojde, dohrají se karty v ruce.
rules-sedma-scoring = Počítání
rules-sedma-scoring-count = Po zahrání všech karet sečte každá strana svá esa a desítky a přičte 10 za poslední štych. Rozdání vyhrává strana s více body.
rules-sedma-scoring-game-points = Vítěz získá 1 herní bod za většinu bodů, 2 za získání všech 90 bodů, když ostatní vzali aspoň jeden štych, a 3 za vzetí všech štychů.
rules-sedma-scoring-three = Ve třech dostane vítěz tolik herních bodů od každého z obou ostatních. Pokud mají dva stejně nejvíc, zaplatí třetí každému z nich 1; pokud mají všichni tři po 30, neplatí nikdo.
rules-sedma-scoring-match = Zápas vyhrává strana, která první dosáhne 10 herních bodů (cíl můžeš změnit).
rules-sedma-variants = Varianty (v Nastavení)
rules-sedma-osmova = Sedma osmová: vedle sedem jsou divoké i osmy a lze jimi také pokračovat ve štychu. Karta stejné hodnoty jako vynesená přebije cokoli; sedma přebije karty vynesené hodnoty a sedmy, ale ne osmu; osma přebije karty vynesené hodnoty a osmy, ale ne sedmu. Prameny neříkají, co se stane, když osma přijde po sedmě: výchozí je, že drží sedma, a jedna volba nechá vyhrát osmu.
rules-sedma-osmova-points = Body za štychy jako v osmové: kromě es a desítek má každý vyhraný štych hodnotu 10 a poslední štych dalších 10.
rules-sedma-osmova-points-tie = S body za štychy jako v osmové vyhrává při rovnosti bodů strana, která vzala poslední štych.
rules-sedma-tricks-only = Jen štychy: esa a desítky nemají žádnou hodnotu; každý štych má hodnotu 1.
rules-sedma-tricks-only-tie = Při hře jen na štychy vyhrává při rovnosti štychů strana, která vzala poslední štych.
rules-sedma-slovak = Slovenská pravidla: za poslední štych se nic nepočítá (celkem 80 bodů) a při stavu 40:40 vyhrává strana, která vzala poslední štych. Rozdávání přejde na dalšího, jen pokud soupeři rozdávajícího získali aspoň 60 bodů; jinak rozdává znovu tentýž hráč.
rules-sedma-burning = Pálení (dva nebo čtyři hráči): když jsou poslední čtyři karty zahrané do štychu stejné hodnoty, rozdání hned končí a vyhrává ho strana, která zahrála čtvrtou z nich, a to za 1 herní bod (3 za sedmy), 4 herní body, nebo 5 herních bodů (10 za desítky, 15 za sedmy), podle volby v nastavení.
rules-sedma-burning-eights = V osmové pálí čtyři osmy za sebou stejně jako kterákoli obyčejná hodnota.
rules-sedma-burned-hand = Spálené rozdání: hráč, který má čtyři karty stejné hodnoty (po rozdání nebo po dobrání), hned vyhrává rozdání pro svou stranu, za 4 herní body.
rules-sedma-burned-hand-tie = Pokud mají čtyři karty stejné hodnoty dva hráči ve stejnou chvíli, vyhrává ten, který je v pořadí dobírání dřív.
rules-sedma-king = Král hraje sám (tři hráči): kdo má zvoleného krále, hraje proti zbylým dvěma dohromady a tento král se chová přesně jako sedma. Dokud král není zahrán, nikdo neví, kdo s kým hraje. V této variantě se nepálí.
rules-sedma-king-stakes = Hráč, který hraje sám, vyhrává herní body za rozdání od každého z obou ostatních, nebo je každému z nich prohrává.
rules-sedma-three-32 = Tři hráči se všemi 32 kartami: jednomu hráči na konci chybí karta a některý štych může mít jen dvě karty. S pravidlem pasování místo toho smí jednou za rozdání hráč, který nevynáší, vynechat jedno kolo štychu, dokud v balíčku zbývají karty, a dobere si pak o kartu méně.
rules-sedma-continue-losing = Pokračovat jen při prohře: vynášející smí ve štychu pokračovat jen tehdy, když ho jeho strana právě nevyhrává.
rules-sedma-dealer-draw = Los o rozdávajícího: každý si vytáhne kartu; kdo má nejnižší, rozdává, a ve čtyřech hrají ti dva s nejnižšími kartami spolu proti dvěma s nejvyššími.
rules-sedma-fixed-hands = Pevný počet rozdání: po odehrání tolika rozdání vyhrává strana s nejvíce herními body.
rules-sedma-fixed-hands-tie = Pokud jsou strany po pevném počtu rozdání nerozhodně, hraje se dál, dokud nerozhodný stav trvá.

## Sedma 01: What scores: aces, tens and the last trick
# english: 9a6623acb1019024
lesson-sedma-01 =
    .title = Co se počítá: esa, desítky a poslední štych
    .goal = Esa a desítky mají po 10 bodech, poslední štych dalších 10; kdo z 90 bodů získá víc než 45, vyhrává.
    .step-1-title = Body mají jen esa a desítky
    .step-1-task = Sever vynesl zelenou desítku. Podívej se na své karty: tvoje eso má 10 bodů, devítka a sedma nemají nic.
    .step-1-why = Každé eso a každá desítka má 10 bodů, ostatní karty žádné. Kdo vezme poslední štych, dostane dalších 10, takže v rozdání je celkem 90 bodů. Ve štyších máš 20 bodů, Sever 40.
    .step-2-title = Sedma vezme cokoli
    .step-2-task = Vezmi Severovu desítku kulovou sedmou.
    .step-2-why = Kartu přebije jen karta stejné hodnoty nebo sedma. Desítku nemáš, ale sedma přebije jakoukoli kartu: desítka je tvoje.
    .step-2-off-script = Tahle karta desítku nepřebije: dokáže to jen jiná desítka nebo sedma. Zahraj kulovou sedmu.
    .step-3-title = Vynes kartu bez bodů
    .step-3-task = Štych je tvůj, takže vynášíš. Vynes žaludskou devítku.
    .step-3-why = Eso si nech na později. Devítka nemá žádné body, takže nic neriskuješ: Sever by ji vzal jen devítkou nebo sedmou.
    .step-3-off-script = Eso si zatím nech: vynes žaludskou devítku, která nemá žádné body.
    .step-4-title = Poslední štych má 10 bodů
    .step-4-task = Severova osma tvou devítku nevzala, takže vynášíš znovu. Vynes eso: je to poslední štych.
    .step-4-why = Severova poslední karta není eso ani sedma, takže tvoje eso nikdo nepřebije. Bereš jeho 10 bodů a dalších 10 za poslední štych.
    .step-4-off-script = Vynes červené eso.
    .step-5-title = Počítání rozdání
    .step-5-task = Rozdání skončilo. Máš 50 bodů: 20 z dřívějška, Severovu desítku, své eso a poslední štych. Sever má 40.
    .step-5-why = Kdo má víc než polovinu z 90 bodů, vyhrává rozdání a jeden herní bod; kdo první získá 10 herních bodů, vyhrává zápas.
    .recap-1 = Body mají jen esa a desítky, po 10; poslední štych přidá dalších 10: v rozdání je 90 bodů.
    .recap-2 = Kartu přebije jen karta stejné hodnoty nebo sedma.
    .recap-3 = Dokud tě ostatní ještě můžou přebít, vynášej karty bez bodů; esa a desítky si šetři.
    .recap-4 = Víc než 45 bodů vyhrává rozdání.

## Sedma 02: Matching cards, sevens and continuing a trick
# english: d6161565531234c4
lesson-sedma-02 =
    .title = Stejné karty, sedmy a pokračování ve štychu
    .goal = Štych bere poslední karta stejné hodnoty jako vynesená, nebo sedma; vynášející smí pokračovat, dokud má čím.
    .step-1-title = Vynes krále
    .step-1-task = Vynášíš ty. Vynes červeného krále.
    .step-1-why = Kartu přebije jen karta stejné hodnoty nebo sedma, na barvě nezáleží. Aby Sever tvého krále vzal, potřebuje krále nebo sedmu.
    .step-1-off-script = V této lekci vynes červeného krále.
    .step-2-title = Rozhoduje poslední stejná karta
    .step-2-task = Sever přidal k tvému králi svého krále, takže štych teď drží jeho král. Pokračuj svým druhým králem.
    .step-2-why = Štych bere poslední karta, která má hodnotu vynesené karty nebo je sedma. Po každém kole smí vynášející pokračovat takovou kartou a pak hrají znovu všichni.
    .step-2-off-script = Když štych teď ukončíš, vezme ho Severův král. Pokračuj kulovým králem.
    .step-3-title = Přestaň, dokud vedeš
    .step-3-task = Sever neměl stejnou kartu: štych drží tvůj král. Ukonči ho.
    .step-3-why = Pokračovat sedmou můžeš, ale štych už je tvůj. Sedmu si nech na štych, který má větší cenu.
    .step-3-off-script = Štych už drží tvůj král: sedmu si nech a štych ukonči.
    .step-4-title = Dobírání
    .step-4-task = Štych připadl tobě, takže se dobíralo od tebe; oba zase máte po čtyřech kartách. Vynes žaludskou desítku.
    .step-4-why = Po štychu si první dobírá ten, kdo ho vzal, a pak ostatní po řadě po jedné kartě, dokud nemají všichni čtyři. Desítka má 10 bodů: Sever ji vezme jen desítkou nebo sedmou.
    .step-4-off-script = Vynes žaludskou desítku: tento krok ukazuje, co dokáže sedma.
    .step-5-title = Na sedmu sedmou
    .step-5-task = Severova sedma drží štych a s ním i tvou desítku. Pokračuj zelenou sedmou.
    .step-5-why = Sedma přebije jakoukoli kartu, i jinou sedmu: vyhrává poslední zahraná sedma. Sever už nemá desítku ani sedmu, kterou by odpověděl.
    .step-5-off-script = Když teď skončíš, Severova sedma vezme tvou desítku. Pokračuj svou sedmou.
    .step-6-title = Štych je tvůj
    .step-6-task = Dál už pokračovat nemůžeš, takže štych skončil: tvoje sedma přebila vynesenou kartu jako poslední. Jeho 10 bodů je tvých.
    .step-6-why = Po každém kole rozhoduje vynášející; když nemá kartu stejné hodnoty ani sedmu, štych skončí sám.
    .recap-1 = Na barvách nezáleží: kartu přebije jen karta stejné hodnoty nebo sedma.
    .recap-2 = Štych bere poslední karta stejné hodnoty jako vynesená, nebo sedma.
    .recap-3 = Po každém kole smí vynášející pokračovat kartou stejné hodnoty nebo sedmou, nebo štych ukončit.
    .recap-4 = Štych, který už držíš, ukonči; sedmy si nech na štychy s body.

## Sedma 03: Game points: 1, 2 or 3
# english: 91f10f320f6149b8
lesson-sedma-03 =
    .title = Herní body: 1, 2, nebo 3
    .goal = Vyhrané rozdání má cenu 1 herního bodu, se všemi 90 body 2, se všemi štychy 3.
    .step-1-title = Kolik má rozdání cenu
    .step-1-task = Každému zbývají dvě karty. Všechny dosavadní body máš ty a Sever zatím nevzal ani jeden štych.
    .step-1-why = Strana s víc než 45 body vyhrává rozdání: 1 herní bod. Se všemi 90 body jsou to 2 a se všemi štychy rozdání 3, i když v posledních štyších žádné body nejsou.
    .step-2-title = Desítka, kterou nikdo nevezme
    .step-2-task = Vynes žaludskou desítku.
    .step-2-why = Sever má devítku a osmu: žádnou desítku ani sedmu, takže tvou desítku nemá čím vzít.
    .step-2-off-script = Vynes žaludskou desítku: Sever ji nemůže vzít.
    .step-3-title = Nech si sedmu
    .step-3-task = Sever ji vzít nemohl. Ukonči štych.
    .step-3-why = Pokračovat sedmou můžeš, ale štych už je tvůj. Sedma ti poslední štych vyhraje najisto.
    .step-3-off-script = Štych už drží tvoje desítka: sedmu si nech na poslední štych a tento ukonči.
    .step-4-title = Všechny štychy
    .step-4-task = Vynes sedmu: je to poslední štych.
    .step-4-why = Sedmu přebije jen jiná sedma a Sever žádnou nemá. Když tento štych vezmeš, budeš mít všechny štychy rozdání.
    .step-4-off-script = Vynes červenou sedmu.
    .step-5-title = Tři herní body
    .step-5-task = Všechny štychy jsou tvoje: 3 herní body.
    .step-5-why = Kdyby Sever vzal byť jediný štych bez bodů, mělo by tvých 90 bodů cenu 2 herních bodů; pouhá většina má cenu 1. Kdo první získá 10 herních bodů, vyhrává zápas.
    .recap-1 = Víc než 45 bodů: 1 herní bod.
    .recap-2 = Všech 90 bodů, když ostatní vezmou aspoň jeden štych: 2 herní body.
    .recap-3 = Všechny štychy rozdání: 3 herní body.

## Sedma 04: Playing with a partner
# english: bce79fbcc4dd2dd2
lesson-sedma-04 =
    .title = Hra s partnerem
    .goal = Ve čtyřech sedí partneři naproti sobě a štychy mají společné; body dávej do štychu, který drží tvůj partner.
    .step-1-title = Partneři
    .step-1-task = Sever naproti tobě je tvůj partner: co vezme jeden z vás, počítá se oběma. Sever vynesl červenou devítku a Východ ji nemohl vzít.
    .step-1-why = Ve čtyřech hrajete ty a Sever proti Východu a Západu. Vaše strana má ve štyších 30 bodů, jejich 40; každému zbývají dvě karty.
    .step-2-title = Dej partnerovi body
    .step-2-task = Štych drží Severova devítka. Přidej do něj své eso.
    .step-2-why = Štych teď může vzít jen devítka nebo sedma a Západ hraje poslední. Tvoje eso v partnerově štychu znamená 10 bodů pro vaši stranu.
    .step-2-off-script = Štych už drží Severova devítka: sedmu si nech a dej Severovi eso, 10 bodů pro vaši stranu.
    .step-3-title = Získej ho zpět sedmou
    .step-3-task = Sever štych vzal a vynesl krále; Východ přidal krále, takže tento poslední štych drží Východ. Vezmi mu ho sedmou.
    .step-3-why = Sedma přebije jakoukoli kartu. Západ už sedmu nemá, takže poslední štych a jeho 10 bodů patří vaší straně.
    .step-3-off-script = Zahraj sedmu: je to jediná karta, která vezme Východova krále.
    .step-4-title = Počítá se za stranu
    .step-4-task = Rozdání skončilo: vaše strana má 50 bodů, jejich 40. Ty a Sever získáváte společně 1 herní bod.
    .step-4-why = Tvoje eso skončilo v partnerově štychu a tvoje sedma vzala poslední štych: obojí se počítá vaší straně.
    .recap-1 = Ve čtyřech sedí partneři naproti sobě; jejich štychy se počítají dohromady.
    .recap-2 = Když partner drží štych, který po tobě už nikdo nevezme, dej do něj esa a desítky.
    .recap-3 = Sedma zachrání štych, který drží druhá strana.

## Sedma 05: A variant: osmová, eights are wild too
# english: 03fe01c248933cf4
lesson-sedma-05 =
    .title = Varianta: osmová, divoké jsou i osmy
    .goal = V osmové přebíjí osma stejně jako sedma; sedma nepřebije osmu, která už štych drží, a osma nepřebije sedmu.
    .step-1-title = Osmy jsou divoké
    .step-1-task = Toto rozdání se hraje jako osmová: osmy přebíjejí stejně jako sedmy. Sever vynesl červené eso.
    .step-1-why = Osmová je běžná česká varianta, zapíná se v nastavení. Jinak zůstává Sedma stejná: body mají esa a desítky a poslední štych má 10 bodů.
    .step-2-title = Vezmi eso osmou
    .step-2-task = Vezmi Severovo eso kulovou osmou.
    .step-2-why = Bez vlastního esa potřebuješ divokou kartu a v osmové je tvoje osma jednou z nich.
    .step-2-off-script = Devítka eso nevezme; tvoje osma v osmové ano. Zahraj kulovou osmu.
    .step-3-title = Drží první divoká karta
    .step-3-task = Sever pokračoval sedmou, ale štych pořád drží tvoje osma. Zahraj svou poslední kartu.
    .step-3-why = Sedma nepřebije osmu, která už štych drží, a osma nepřebije sedmu: drží první divoká karta. Štych by zpátky mohlo vzít jen další eso.
    .step-3-off-script = Zahraj svou poslední kartu, zelenou devítku.
    .step-4-title = Je to tvoje
    .step-4-task = Tvoje osma vyhrála eso i poslední štych: 20 bodů, celkem 50 proti Severovým 40.
    .step-4-why = V nastavení si můžeš zvolit i druhý běžný výklad, podle kterého osma přebije i sedmu.
    .recap-1 = V osmové jsou osmy divoké stejně jako sedmy.
    .recap-2 = Drží první divoká karta: sedma nepřebije osmu, která už štych drží, a osma nepřebije sedmu.
    .recap-3 = Karta vynesené hodnoty dál přebije všechny karty zahrané před ní.

## Sedma 06: Drawing, counting and the last trick
# english: e9bcfaf6148e1513
lesson-sedma-06 =
    .title = Dobírání, počítání karet a poslední štych
    .goal = Kdo vezme štych, dobírá první; jakmile dojde balíček, jsou známé všechny karty a poslední štych má 10 bodů.
    .step-1-title = K dobrání zbývají čtyři karty
    .step-1-task = Rozdání se blíží ke konci: v balíčku zbývají čtyři karty, dvě pro každého z vás. Sever má ve štyších 30 bodů, ty 20.
    .step-1-why = Po každém štychu dobírá první ten, kdo ho vzal, pak ostatní po řadě, dokud nemá každý zase čtyři karty nebo dokud nedojde balíček. Kdo vezme štych, bere si z balíčku první.
    .step-2-title = Vezmi štych a dobírej první
    .step-2-task = Vynes žaludskou osmu.
    .step-2-why = Nemá žádné body a Sever ji vezme jen osmou nebo sedmou. Kdo štych vezme, dobere si vrchní kartu balíčku.
    .step-2-off-script = Vynes žaludskou osmu: nic neriskuješ a kdo štych vezme, dobírá první.
    .step-3-title = Poslední dvě karty
    .step-3-task = Štych je tvůj a z balíčku ti přišlo červené eso; Sever dobíral po tobě. Vynes kulovou devítku.
    .step-3-why = V balíčku zbývají dvě karty. Když vezmeš tento štych, dobíráš znovu první; pak už balíček dojde.
    .step-3-off-script = Vynes kulovou devítku: nemá žádné body a kdo štych vezme, dobírá první.
    .step-4-title = Všechny karty jsou známé
    .step-4-task = Tobě přišla žaludská sedma, Severovi poslední karta. Počítej: znáš své karty i všechny zahrané, takže zbytek má Sever: žaludské eso a krále, zelenou osmu a devítku.
    .step-4-why = Když je balíček pryč, nic už není skryté. Sever nemá sedmu ani desítku: tvou červenou desítku nemůže vzít.
    .step-5-title = Vynes eso
    .step-5-task = Vynes červené eso.
    .step-5-why = Severovo žaludské eso má 10 bodů. Když ho Sever přidá k tvému esu, vezme tvoje sedma obě esa.
    .step-5-off-script = Vynes červené eso: vyláká Severovo eso.
    .step-6-title = Sedma bere obě esa
    .step-6-task = Štych drží Severovo eso. Pokračuj žaludskou sedmou.
    .step-6-why = Sedma přebije jakoukoli kartu. Sever už nemá sedmu ani eso, takže štych i s jeho 20 body je tvůj.
    .step-6-off-script = Když teď skončíš, Severovo eso vezme 20 bodů. Pokračuj sedmou.
    .step-7-title = Desítka, kterou nikdo nevezme
    .step-7-task = Vynes červenou desítku.
    .step-7-why = Sever nemá desítku ani sedmu, takže desítka je v bezpečí. Krále si nech na konec: poslední štych stejně vezme Sever.
    .step-7-off-script = Vynes teď červenou desítku: Sever ji nemůže vzít a má 10 bodů.
    .step-8-title = Poslední štych
    .step-8-task = Vynes krále.
    .step-8-why = Sever přidá žaludského krále a vezme poslední štych: 10 bodů za poslední štych, i když králové sami body nemají.
    .step-8-off-script = Vynes zeleného krále.
    .step-9-title = Počítání rozdání
    .step-9-task = Končíš s 50 body: tvých 20, obě esa a desítka. Sever má 40: svých 30 a poslední štych.
    .step-9-why = Poslední štych má 10 bodů pro toho, kdo ho vezme. Při vynesení sedmy hned na začátku by si Sever eso nechal a vyhrál by 60:30.
    .recap-1 = Kdo vezme štych, dobírá první; dokud balíček vydrží, dobírá každý do čtyř karet.
    .recap-2 = Jakmile balíček dojde, počítej: každá karta, kterou nevidíš, je v rukou ostatních.
    .recap-3 = Sedmu utrať tam, kde bere body; desítku nebo eso hraj, když je nikdo nemůže vzít.
    .recap-4 = Poslední štych má 10 bodů pro toho, kdo ho vezme.

## Cvičné úlohy
# english: 52a2e6da643757da
lesson-sedma-puzzle-01 =
    .title = Úloha 1: co zahrát
    .goal = Každý má 2 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš červené eso a zelenou sedmu; Sever má zeleného spodka. Máš 0 bodů za karty, Sever 70; získat lze ještě 20 bodů, z toho 10 za poslední štych. Na stole: Severova zelená devítka. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 20 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 20 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání červeného esa vypadá nejlepší hra dál takto: Sever vynáší zeleného spodka a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 10 bodů za karty místo 20. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zelenou sedmu (štych bereš ty), vynášíš červené eso a Sever hraje zeleného spodka (štych bereš ty). Nakonec máš 20 bodů za karty, Sever 70.
    .step-2-why = Zahrání červeného esa by ti nechalo 10 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 280ba889c32c5ce7
lesson-sedma-puzzle-02 =
    .title = Úloha 2: pokračovat, nebo ukončit štych
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš kulovou desítku a zelené eso; Sever má červenou sedmu a červenou desítku. Máš 0 bodů za karty, Sever 30; získat lze ještě 60 bodů, z toho 10 za poslední štych. Na stole: tvé žaludské eso a Severovo červené eso. Pokračuješ ve štychu, nebo ho ukončíš?
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po ukončení štychu vypadá nejlepší hra dál takto: Sever vynáší červenou desítku, hraješ kulovou desítku, Sever pokračuje červenou sedmou a ty hraješ zelené eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: pokračuješ zeleným esem, Sever hraje červenou sedmu (štych bere Sever), Sever vynáší červenou desítku a ty hraješ kulovou desítku (štych bereš ty). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Ukončení štychu by ti nechalo 0 bodů za karty: o 30 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 62803c87518614dd
lesson-sedma-puzzle-03 =
    .title = Úloha 3: co zahrát
    .goal = Každý má 2 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou desítku a zelenou devítku; Sever má kulovou devítku. Máš 10 bodů za karty, Sever 60; získat lze ještě 20 bodů, z toho 10 za poslední štych. Na stole: Severova žaludská devítka. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 20 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 20 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání zelené devítky vypadá nejlepší hra dál takto: Sever pokračuje kulovou devítkou a ty hraješ žaludskou desítku (štych bere Sever). Nakonec máš 10 bodů za karty místo 20. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ žaludskou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou devítku a ty hraješ zelenou devítku (štych bereš ty). Nakonec máš 20 bodů za karty, Sever 70.
    .step-2-why = Zahrání zelené devítky by ti nechalo 10 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 11b757edec7fe9a3
lesson-sedma-puzzle-04 =
    .title = Úloha 4: co zahrát
    .goal = Každý má 2 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludské eso a zeleného krále; Sever má žaludského krále. Máš 0 bodů za karty, Sever 70; získat lze ještě 20 bodů, z toho 10 za poslední štych. Na stole: Severova červená osma. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 10 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 10 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání zeleného krále vypadá nejlepší hra dál takto: Sever vynáší žaludského krále a ty hraješ žaludské eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 10. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ žaludské eso (štych bere Sever), Sever vynáší žaludského krále a ty hraješ zeleného krále (štych bereš ty). Nakonec máš 10 bodů za karty, Sever 80.
    .step-2-why = Zahrání zeleného krále by ti nechalo 0 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 7ff18a67e7b5909a
lesson-sedma-puzzle-05 =
    .title = Úloha 5: co zahrát
    .goal = Každý má 2 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš červenou desítku a zelenou sedmu; Sever má zelenou desítku. Máš 10 bodů za karty, Sever 40; získat lze ještě 40 bodů, z toho 10 za poslední štych. Na stole: Severovo červené eso. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání zelené sedmy vypadá nejlepší hra dál takto: vynášíš červenou desítku a Sever hraje zelenou desítku (štych bere Sever). Nakonec máš 20 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ červenou desítku (štych bere Sever), Sever vynáší zelenou desítku a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Zahrání zelené sedmy by ti nechalo 20 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 16a3a1a1b2440c05
lesson-sedma-puzzle-06 =
    .title = Úloha 6: pokračovat, nebo ukončit štych
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš červenou desítku a červené eso; Sever má kulovou sedmu a zelené eso. Máš 10 bodů za karty, Sever 20; získat lze ještě 60 bodů, z toho 10 za poslední štych. Na stole: tvá kulová desítka a Severova zelená desítka. Pokračuješ ve štychu, nebo ho ukončíš?
    .step-1-why = Při nejlepší hře obou stran přinese 40 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 40 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po ukončení štychu vypadá nejlepší hra dál takto: Sever vynáší zelené eso, hraješ červenou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou sedmu a ty hraješ červené eso (štych bere Sever). Nakonec máš 10 bodů za karty místo 40. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: pokračuješ červenou desítkou, Sever hraje kulovou sedmu (štych bere Sever), Sever vynáší zelené eso a ty hraješ červené eso (štych bereš ty). Nakonec máš 40 bodů za karty, Sever 50.
    .step-2-why = Ukončení štychu by ti nechalo 10 bodů za karty: o 30 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 70424b173753da1f
lesson-sedma-puzzle-07 =
    .title = Úloha 7: pokračovat, nebo ukončit štych
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou sedmu a zelené eso; Sever má červené eso a zelenou sedmu. Máš 20 bodů za karty, Sever 20; získat lze ještě 50 bodů, z toho 10 za poslední štych. Na stole: tvé žaludské eso a Severovo kulové eso. Pokračuješ ve štychu, nebo ho ukončíš?
    .step-1-why = Při nejlepší hře obou stran přinese 40 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 40 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po pokračování zeleným esem vypadá nejlepší hra dál takto: Sever hraje červené eso, ukončuješ štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ žaludskou sedmu (štych bereš ty). Nakonec máš 30 bodů za karty místo 40. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po pokračování žaludskou sedmou vypadá nejlepší hra dál takto: Sever hraje červené eso, ukončuješ štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ zelené eso (štych bere Sever). Nakonec máš 20 bodů za karty místo 40. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: ukončuješ štych (štych bere Sever), Sever vynáší červené eso, hraješ zelené eso, Sever ukončuje štych (štych bereš ty), vynášíš žaludskou sedmu a Sever hraje zelenou sedmu (štych bere Sever). Nakonec máš 40 bodů za karty, Sever 50.
    .step-2-why = Pokračování zeleným esem by ti nechalo 30 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 367cdc79b780595f
lesson-sedma-puzzle-08 =
    .title = Úloha 8: co vynést
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou desítku, žaludské eso a kulovou desítku; Sever má kulovou sedmu, zelenou sedmu a zelenou desítku. Máš 10 bodů za karty, Sever 30; získat lze ještě 50 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení žaludské desítky vypadá nejlepší hra dál takto: Sever hraje kulovou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší zelenou desítku, hraješ žaludské eso, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ kulovou desítku (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení kulové desítky vypadá nejlepší hra dál takto: Sever hraje kulovou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší zelenou desítku, hraješ žaludskou desítku, Sever pokračuje zelenou sedmou a ty hraješ žaludské eso (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš žaludské eso, Sever hraje kulovou sedmu (štych bere Sever), Sever vynáší zelenou desítku, hraješ žaludskou desítku, Sever ukončuje štych (štych bereš ty), vynášíš kulovou desítku a Sever hraje zelenou sedmu (štych bere Sever). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Vynesení žaludské desítky by ti nechalo 10 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 829d9b74d8763e12
lesson-sedma-puzzle-09 =
    .title = Úloha 9: co zahrát
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou sedmu, červenou desítku a zelené eso; Sever má žaludskou desítku a zelenou desítku. Máš 30 bodů za karty, Sever 10; získat lze ještě 50 bodů, z toho 10 za poslední štych. Na stole: Severův zelený svršek. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludské sedmy vypadá nejlepší hra dál takto: vynášíš zelené eso, Sever hraje žaludskou desítku (štych bereš ty), vynášíš červenou desítku a Sever hraje zelenou desítku (štych bere Sever). Nakonec máš 50 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání červené desítky vypadá nejlepší hra dál takto: Sever vynáší žaludskou desítku, hraješ zelené eso, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou desítku a ty hraješ žaludskou sedmu (štych bereš ty). Nakonec máš 50 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zelené eso (štych bere Sever), Sever vynáší žaludskou desítku, hraješ červenou desítku, Sever ukončuje štych (štych bereš ty), vynášíš žaludskou sedmu a Sever hraje zelenou desítku (štych bereš ty). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Zahrání žaludské sedmy by ti nechalo 50 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 71e677883fd2da5b
lesson-sedma-puzzle-10 =
    .title = Úloha 10: co vynést
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš kulovou desítku, zelenou desítku a zelené eso; Sever má žaludskou sedmu, žaludskou desítku a červenou desítku. Máš 0 bodů za karty, Sever 30; získat lze ještě 60 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 20 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 20 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení kulové desítky vypadá nejlepší hra dál takto: Sever hraje žaludskou desítku, ukončuješ štych (štych bere Sever), Sever vynáší červenou desítku, hraješ zelenou desítku, Sever pokračuje žaludskou sedmou a ty hraješ zelené eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 20. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení zelené desítky vypadá nejlepší hra dál takto: Sever hraje žaludskou desítku, ukončuješ štych (štych bere Sever), Sever vynáší červenou desítku, hraješ kulovou desítku, Sever pokračuje žaludskou sedmou a ty hraješ zelené eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 20. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš zelené eso, Sever hraje žaludskou sedmu (štych bere Sever), Sever vynáší žaludskou desítku, hraješ kulovou desítku, Sever ukončuje štych (štych bereš ty), vynášíš zelenou desítku a Sever hraje červenou desítku (štych bere Sever). Nakonec máš 20 bodů za karty, Sever 70.
    .step-2-why = Vynesení kulové desítky by ti nechalo 0 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 008ce1aeead263cb
lesson-sedma-puzzle-11 =
    .title = Úloha 11: co zahrát
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludské eso, zeleného spodka a zelené eso; Sever má červenou sedmu a červené eso. Máš 10 bodů za karty, Sever 30; získat lze ještě 50 bodů, z toho 10 za poslední štych. Na stole: Severovo kulové eso. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludského esa vypadá nejlepší hra dál takto: Sever pokračuje červeným esem, hraješ zeleného spodka, Sever ukončuje štych (štych bere Sever), Sever vynáší červenou sedmu a ty hraješ zelené eso (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání zeleného esa vypadá nejlepší hra dál takto: Sever pokračuje červeným esem, hraješ žaludské eso, Sever pokračuje červenou sedmou a ty hraješ zeleného spodka (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zeleného spodka, Sever ukončuje štych (štych bere Sever), Sever vynáší červené eso, hraješ žaludské eso, Sever ukončuje štych (štych bereš ty), vynášíš zelené eso a Sever hraje červenou sedmu (štych bere Sever). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Zahrání žaludského esa by ti nechalo 10 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: e2b417d5122aa2c7
lesson-sedma-puzzle-12 =
    .title = Úloha 12: co zahrát
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludské eso, červeného svrška a zelenou desítku; Sever má zelenou sedmu a zelené eso. Máš 0 bodů za karty, Sever 30; získat lze ještě 60 bodů, z toho 10 za poslední štych. Na stole: Severova kulová desítka, tvá červená desítka a Severova kulová sedma. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludského esa vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu, hraješ červeného svrška (štych bere Sever), Sever vynáší zelené eso a ty hraješ zelenou desítku (štych bere Sever). Nakonec máš 0 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání červeného svrška vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bere Sever), Sever vynáší zelené eso, hraješ žaludské eso, Sever pokračuje zelenou sedmou a ty hraješ zelenou desítku (štych bere Sever). Nakonec máš 0 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zelenou desítku, Sever pokračuje zelenou sedmou, hraješ červeného svrška (štych bere Sever), Sever vynáší zelené eso a ty hraješ žaludské eso (štych bereš ty). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Zahrání žaludského esa by ti nechalo 0 bodů za karty: o 30 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 225eb1ed04c1da03
lesson-sedma-puzzle-13 =
    .title = Úloha 13: co zahrát
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš červeného svrška, červené eso a zelenou sedmu; Sever má kulové eso a zelené eso. Máš 30 bodů za karty, Sever 10; získat lze ještě 50 bodů, z toho 10 za poslední štych. Na stole: Severovo žaludské eso. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání červeného esa vypadá nejlepší hra dál takto: Sever pokračuje kulovým esem, hraješ červeného svrška, Sever ukončuje štych (štych bere Sever), Sever vynáší zelené eso a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 50 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání zelené sedmy vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bereš ty), vynášíš červeného svrška, Sever hraje kulové eso (štych bereš ty), vynášíš červené eso a Sever hraje zelené eso (štych bere Sever). Nakonec máš 50 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ červeného svrška, Sever ukončuje štych (štych bere Sever), Sever vynáší kulové eso, hraješ červené eso, Sever ukončuje štych (štych bereš ty), vynášíš zelenou sedmu a Sever hraje zelené eso (štych bereš ty). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Zahrání červeného esa by ti nechalo 50 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 8c7c21752b4604b8
lesson-sedma-puzzle-14 =
    .title = Úloha 14: co vynést
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou sedmu, zelenou desítku a zeleného spodka; Sever má žaludskou desítku, žaludské eso a červeného spodka. Máš 50 bodů za karty, Sever 0; získat lze ještě 40 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 80 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 80 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení zeleného spodka vypadá nejlepší hra dál takto: Sever hraje červeného spodka, ukončuješ štych (štych bere Sever), Sever vynáší žaludské eso, hraješ zelenou desítku (štych bere Sever), Sever vynáší žaludskou desítku a ty hraješ žaludskou sedmu (štych bereš ty). Nakonec máš 70 bodů za karty místo 80. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení žaludské sedmy vypadá nejlepší hra dál takto: Sever hraje červeného spodka (štych bereš ty), vynášíš zeleného spodka, Sever hraje žaludské eso (štych bereš ty), vynášíš zelenou desítku a Sever hraje žaludskou desítku (štych bere Sever). Nakonec máš 60 bodů za karty místo 80. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš zelenou desítku, Sever hraje žaludskou desítku, pokračuješ žaludskou sedmou, Sever hraje žaludské eso (štych bereš ty), vynášíš zeleného spodka a Sever hraje červeného spodka (štych bere Sever). Nakonec máš 80 bodů za karty, Sever 10.
    .step-2-why = Vynesení zeleného spodka by ti nechalo 70 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 1589e692ca9b46fc
lesson-sedma-puzzle-15 =
    .title = Úloha 15: co vynést
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou desítku, červenou sedmu a červené eso; Sever má žaludskou sedmu, zelenou sedmu a zelenou desítku. Máš 50 bodů za karty, Sever 0; získat lze ještě 40 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení žaludské desítky vypadá nejlepší hra dál takto: Sever hraje žaludskou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší zelenou desítku, hraješ červené eso, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ červenou sedmu (štych bereš ty). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení červené sedmy vypadá nejlepší hra dál takto: Sever hraje žaludskou sedmu (štych bere Sever), Sever vynáší zelenou desítku, hraješ žaludskou desítku, Sever pokračuje zelenou sedmou a ty hraješ červené eso (štych bere Sever). Nakonec máš 50 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš červené eso, Sever hraje žaludskou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší zelenou sedmu, hraješ žaludskou desítku (štych bere Sever), Sever vynáší zelenou desítku a ty hraješ červenou sedmu (štych bereš ty). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Vynesení žaludské desítky by ti nechalo 60 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 4742fa7262f1c7ab
lesson-sedma-puzzle-16 =
    .title = Úloha 16: co vynést
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš kulové eso, červenou desítku a červené eso; Sever má žaludské eso, zelenou sedmu a zelené eso. Máš 10 bodů za karty, Sever 20; získat lze ještě 60 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení kulového esa vypadá nejlepší hra dál takto: Sever hraje žaludské eso, ukončuješ štych (štych bere Sever), Sever vynáší zelené eso, hraješ červenou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ červené eso (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení červeného esa vypadá nejlepší hra dál takto: Sever hraje žaludské eso, ukončuješ štych (štych bere Sever), Sever vynáší zelené eso, hraješ kulové eso, Sever pokračuje zelenou sedmou a ty hraješ červenou desítku (štych bere Sever). Nakonec máš 10 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš červenou desítku, Sever hraje žaludské eso (štych bereš ty), vynášíš kulové eso, Sever hraje zelené eso, ukončuješ štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ červené eso (štych bere Sever). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Vynesení kulového esa by ti nechalo 10 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 8ed7833bd01480e3
lesson-sedma-puzzle-17 =
    .title = Úloha 17: co zahrát
    .goal = Každý má 3 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš červenou sedmu, červené eso a zelenou desítku; Sever má žaludskou desítku a kulové eso. Máš 40 bodů za karty, Sever 0; získat lze ještě 50 bodů, z toho 10 za poslední štych. Na stole: Severův červený svršek. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání červeného esa vypadá nejlepší hra dál takto: Sever vynáší kulové eso, hraješ zelenou desítku (štych bere Sever), Sever vynáší žaludskou desítku a ty hraješ červenou sedmu (štych bereš ty). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání zelené desítky vypadá nejlepší hra dál takto: Sever vynáší žaludskou desítku, hraješ červené eso (štych bere Sever), Sever vynáší kulové eso a ty hraješ červenou sedmu (štych bereš ty). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ červenou sedmu (štych bereš ty), vynášíš červené eso, Sever hraje kulové eso (štych bere Sever), Sever vynáší žaludskou desítku a ty hraješ zelenou desítku (štych bereš ty). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Zahrání červeného esa by ti nechalo 60 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 6b62f50fc0150ca4
lesson-sedma-puzzle-18 =
    .title = Úloha 18: co zahrát
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou sedmu, kulového spodka, červenou desítku a zeleného svrška; Sever má žaludského spodka, žaludského svrška a kulového svrška. Máš 10 bodů za karty, Sever 60; získat lze ještě 20 bodů, z toho 10 za poslední štych. Na stole: Severův zelený král. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 30 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 30 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludské sedmy vypadá nejlepší hra dál takto: vynášíš kulového spodka, Sever hraje žaludského spodka (štych bere Sever), Sever vynáší žaludského svrška, hraješ červenou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší kulového svrška a ty hraješ zeleného svrška (štych bereš ty). Nakonec máš 20 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání kulového spodka vypadá nejlepší hra dál takto: Sever vynáší žaludského spodka, hraješ žaludskou sedmu (štych bereš ty), vynášíš červenou desítku, Sever hraje žaludského svrška (štych bereš ty), vynášíš zeleného svrška a Sever hraje kulového svrška (štych bere Sever). Nakonec máš 20 bodů za karty místo 30. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po zahrání červené desítky vypadá nejlepší hra dál takto: Sever vynáší žaludského spodka, hraješ kulového spodka (štych bereš ty), vynášíš zeleného svrška, Sever hraje žaludského svrška, ukončuješ štych (štych bere Sever), Sever vynáší kulového svrška a ty hraješ žaludskou sedmu (štych bereš ty). Nakonec máš 20 bodů za karty místo 30. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zeleného svrška (štych bere Sever), Sever vynáší žaludského spodka, hraješ žaludskou sedmu (štych bereš ty), vynášíš kulového spodka, Sever hraje žaludského svrška (štych bereš ty), vynášíš červenou desítku a Sever hraje kulového svrška (štych bereš ty). Nakonec máš 30 bodů za karty, Sever 60.
    .step-2-why = Zahrání žaludské sedmy by ti nechalo 20 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 4062f4a22c3e1891
lesson-sedma-puzzle-19 =
    .title = Úloha 19: co zahrát
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou devítku, červeného spodka, zelenou desítku a zeleného svrška; Sever má kulovou desítku, červenou sedmu a červenou desítku. Máš 30 bodů za karty, Sever 20; získat lze ještě 40 bodů, z toho 10 za poslední štych. Na stole: Severův žaludský svršek. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 50 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 50 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludské devítky vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou desítku, hraješ červeného spodka, Sever ukončuje štych (štych bere Sever), Sever vynáší červenou desítku, hraješ zelenou desítku, Sever pokračuje červenou sedmou a ty hraješ zeleného svrška (štych bere Sever). Nakonec máš 30 bodů za karty místo 50. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání červeného spodka vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou desítku, hraješ žaludskou devítku, Sever ukončuje štych (štych bere Sever), Sever vynáší červenou desítku, hraješ zelenou desítku, Sever pokračuje červenou sedmou a ty hraješ zeleného svrška (štych bere Sever). Nakonec máš 30 bodů za karty místo 50. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po zahrání zelené desítky vypadá nejlepší hra dál takto: Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou desítku, hraješ žaludskou devítku, Sever ukončuje štych (štych bere Sever), Sever vynáší červenou sedmu, hraješ červeného spodka (štych bere Sever), Sever vynáší červenou desítku a ty hraješ zeleného svrška (štych bere Sever). Nakonec máš 30 bodů za karty místo 50. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ zeleného svrška, Sever ukončuje štych (štych bereš ty), vynášíš žaludskou devítku, Sever hraje kulovou desítku (štych bereš ty), vynášíš červeného spodka, Sever hraje červenou desítku (štych bereš ty), vynášíš zelenou desítku a Sever hraje červenou sedmu (štych bere Sever). Nakonec máš 50 bodů za karty, Sever 40.
    .step-2-why = Zahrání žaludské devítky by ti nechalo 30 bodů za karty: o 20 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 244307c618128e07
lesson-sedma-puzzle-20 =
    .title = Úloha 20: co vynést
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludského krále, kulové eso, červenou desítku a červené eso; Sever má žaludskou sedmu, žaludského svrška, zelenou sedmu a zelené eso. Máš 0 bodů za karty, Sever 40; získat lze ještě 50 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 20 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 20 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení žaludského krále vypadá nejlepší hra dál takto: Sever hraje zelené eso (štych bereš ty), vynášíš kulové eso, Sever hraje žaludskou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší žaludského svrška, hraješ červenou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ červené eso (štych bere Sever). Nakonec máš 10 bodů za karty místo 20. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení kulového esa vypadá nejlepší hra dál takto: Sever hraje žaludskou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší žaludského svrška, hraješ žaludského krále, Sever ukončuje štych (štych bere Sever), Sever vynáší zelené eso, hraješ červenou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší zelenou sedmu a ty hraješ červené eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 20. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po vynesení červeného esa vypadá nejlepší hra dál takto: Sever hraje žaludskou sedmu, ukončuješ štych (štych bere Sever), Sever vynáší žaludského svrška, hraješ žaludského krále, Sever ukončuje štych (štych bere Sever), Sever vynáší zelené eso, hraješ kulové eso, Sever pokračuje zelenou sedmou a ty hraješ červenou desítku (štych bere Sever). Nakonec máš 0 bodů za karty místo 20. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš červenou desítku, Sever hraje žaludskou sedmu (štych bere Sever), Sever vynáší žaludského svrška, hraješ žaludského krále, Sever ukončuje štych (štych bere Sever), Sever vynáší zelené eso, hraješ kulové eso, Sever ukončuje štych (štych bereš ty), vynášíš červené eso a Sever hraje zelenou sedmu (štych bere Sever). Nakonec máš 20 bodů za karty, Sever 70.
    .step-2-why = Vynesení žaludského krále by ti nechalo 10 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 44bba411523a7d60
lesson-sedma-puzzle-21 =
    .title = Úloha 21: co vynést
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš kulovou devítku, červeného svrška, červeného krále a zelenou devítku; Sever má žaludskou desítku, červené eso, zelenou sedmu a zeleného svrška. Máš 60 bodů za karty, Sever 0; získat lze ještě 30 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení kulové devítky vypadá nejlepší hra dál takto: Sever hraje zeleného svrška, ukončuješ štych (štych bereš ty), vynášíš červeného svrška, Sever hraje zelenou sedmu (štych bere Sever), Sever vynáší žaludskou desítku, hraješ červeného krále (štych bere Sever), Sever vynáší červené eso a ty hraješ zelenou devítku (štych bere Sever). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení červeného svrška vypadá nejlepší hra dál takto: Sever hraje zelenou sedmu (štych bere Sever), Sever vynáší žaludskou desítku, hraješ kulovou devítku (štych bere Sever), Sever vynáší červené eso, hraješ červeného krále (štych bere Sever), Sever vynáší zeleného svrška a ty hraješ zelenou devítku (štych bere Sever). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po vynesení zelené devítky vypadá nejlepší hra dál takto: Sever hraje zeleného svrška, ukončuješ štych (štych bereš ty), vynášíš kulovou devítku, Sever hraje zelenou sedmu (štych bere Sever), Sever vynáší žaludskou desítku, hraješ červeného svrška (štych bere Sever), Sever vynáší červené eso a ty hraješ červeného krále (štych bere Sever). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš červeného krále, Sever hraje žaludskou desítku (štych bereš ty), vynášíš kulovou devítku, Sever hraje zeleného svrška, ukončuješ štych (štych bereš ty), vynášíš červeného svrška, Sever hraje zelenou sedmu (štych bere Sever), Sever vynáší červené eso a ty hraješ zelenou devítku (štych bere Sever). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Vynesení kulové devítky by ti nechalo 60 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: b5d2e6d91618a531
lesson-sedma-puzzle-22 =
    .title = Úloha 22: co vynést
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludskou desítku, žaludské eso, kulovou sedmu a zeleného spodka; Sever má kulového krále, červené eso, zelenou desítku a zelené eso. Máš 30 bodů za karty, Sever 0; získat lze ještě 60 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 70 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 70 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení žaludského esa vypadá nejlepší hra dál takto: Sever hraje červené eso, pokračuješ kulovou sedmou, Sever hraje kulového krále (štych bereš ty), vynášíš zeleného spodka, Sever hraje zelené eso (štych bereš ty), vynášíš žaludskou desítku a Sever hraje zelenou desítku (štych bere Sever). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení kulové sedmy vypadá nejlepší hra dál takto: Sever hraje kulového krále (štych bereš ty), vynášíš žaludskou desítku, Sever hraje červené eso (štych bereš ty), vynášíš zeleného spodka, Sever hraje zelenou desítku (štych bereš ty), vynášíš žaludské eso a Sever hraje zelené eso (štych bere Sever). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po vynesení zeleného spodka vypadá nejlepší hra dál takto: Sever hraje červené eso, ukončuješ štych (štych bereš ty), vynášíš žaludskou desítku, Sever hraje zelenou desítku, ukončuješ štych (štych bere Sever), Sever vynáší kulového krále, hraješ žaludské eso (štych bere Sever), Sever vynáší zelené eso a ty hraješ kulovou sedmu (štych bereš ty). Nakonec máš 60 bodů za karty místo 70. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš žaludskou desítku, Sever hraje kulového krále, ukončuješ štych (štych bereš ty), vynášíš žaludské eso, Sever hraje červené eso, ukončuješ štych (štych bere Sever), Sever vynáší zelenou desítku, hraješ kulovou sedmu (štych bereš ty), vynášíš zeleného spodka a Sever hraje zelené eso (štych bereš ty). Nakonec máš 70 bodů za karty, Sever 20.
    .step-2-why = Vynesení žaludského esa by ti nechalo 60 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 79c2305cfb19215e
lesson-sedma-puzzle-23 =
    .title = Úloha 23: co zahrát
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš žaludské eso, kulovou desítku, kulové eso a zelenou sedmu; Sever má žaludskou sedmu, kulovou sedmu a zelené eso. Máš 0 bodů za karty, Sever 30; získat lze ještě 60 bodů, z toho 10 za poslední štych. Na stole: Severovo červené eso. Co zahraješ?
    .step-1-why = Při nejlepší hře obou stran přinese 20 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 20 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po zahrání žaludského esa vypadá nejlepší hra dál takto: Sever pokračuje zeleným esem, hraješ kulovou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší žaludskou sedmu, hraješ kulové eso, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou sedmu a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 10 bodů za karty místo 20. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po zahrání kulového esa vypadá nejlepší hra dál takto: Sever pokračuje zeleným esem, hraješ žaludské eso, Sever pokračuje žaludskou sedmou, hraješ kulovou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou sedmu a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 10 bodů za karty místo 20. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po zahrání zelené sedmy vypadá nejlepší hra dál takto: Sever pokračuje zeleným esem, hraješ žaludské eso, Sever pokračuje žaludskou sedmou, hraješ kulovou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou sedmu a ty hraješ kulové eso (štych bere Sever). Nakonec máš 0 bodů za karty místo 20. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: hraješ kulovou desítku, Sever ukončuje štych (štych bere Sever), Sever vynáší žaludskou sedmu, hraješ žaludské eso, Sever ukončuje štych (štych bere Sever), Sever vynáší kulovou sedmu, hraješ kulové eso (štych bere Sever), Sever vynáší zelené eso a ty hraješ zelenou sedmu (štych bereš ty). Nakonec máš 20 bodů za karty, Sever 70.
    .step-2-why = Zahrání žaludského esa by ti nechalo 10 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.
# english: 30a0c686216e9480
lesson-sedma-puzzle-24 =
    .title = Úloha 24: co vynést
    .goal = Každý má 4 karty a balíček došel: najdi jediný tah, který udrží nejvíc bodů.
    .step-1-title = Najdi nejlepší tah
    .step-1-task = Všechny karty jsou známé: v ruce máš kulovou devítku, kulového spodka, červeného krále a zelenou desítku; Sever má žaludskou desítku, kulového svrška, zeleného svrška a zeleného krále. Máš 50 bodů za karty, Sever 10; získat lze ještě 30 bodů, z toho 10 za poslední štych. Vynášíš ty.
    .step-1-why = Při nejlepší hře obou stran přinese 60 bodů za karty jen jeden tah; každý jiný ti dá méně. Spočítej, co ještě může vzít každá karta Severu.
    .step-1-off-script = To není nejlepší tah: při nejlepší hře obou stran přinese méně než 60 bodů za karty. Zkus to znovu.
    .step-1-answer-1 = Tenhle ne: po vynesení kulové devítky vypadá nejlepší hra dál takto: Sever hraje zeleného krále (štych bereš ty), vynášíš kulového spodka, Sever hraje kulového svrška (štych bereš ty), vynášíš červeného krále, Sever hraje zeleného svrška (štych bereš ty), vynášíš zelenou desítku a Sever hraje žaludskou desítku (štych bere Sever). Nakonec máš 50 bodů za karty místo 60. Zkus to znovu.
    .step-1-answer-2 = Tenhle ne: po vynesení kulového spodka vypadá nejlepší hra dál takto: Sever hraje zeleného krále (štych bereš ty), vynášíš kulovou devítku, Sever hraje kulového svrška (štych bereš ty), vynášíš červeného krále, Sever hraje zeleného svrška (štych bereš ty), vynášíš zelenou desítku a Sever hraje žaludskou desítku (štych bere Sever). Nakonec máš 50 bodů za karty místo 60. Zkus to znovu.
    .step-1-answer-3 = Tenhle ne: po vynesení červeného krále vypadá nejlepší hra dál takto: Sever hraje kulového svrška (štych bereš ty), vynášíš kulovou devítku, Sever hraje zeleného svrška (štych bereš ty), vynášíš kulového spodka, Sever hraje zeleného krále (štych bereš ty), vynášíš zelenou desítku a Sever hraje žaludskou desítku (štych bere Sever). Nakonec máš 50 bodů za karty místo 60. Zkus to znovu.
    .step-2-title = Postup řešitele
    .step-2-task = Správně. Nejlepší hra odsud: vynášíš zelenou desítku, Sever hraje žaludskou desítku (štych bere Sever), Sever vynáší kulového svrška, hraješ kulovou devítku, Sever ukončuje štych (štych bere Sever), Sever vynáší zeleného svrška, hraješ kulového spodka (štych bere Sever), Sever vynáší zeleného krále a ty hraješ červeného krále (štych bereš ty). Nakonec máš 60 bodů za karty, Sever 30.
    .step-2-why = Vynesení kulové devítky by ti nechalo 50 bodů za karty: o 10 bodů méně.
    .recap-1 = Jakmile dojde balíček, jsou známé všechny karty: spočítej, co ještě může vzít každá karta.
    .recap-2 = Sedma bere cokoli; štych vyhrává poslední karta stejné hodnoty jako vynesená karta, nebo poslední sedma.
    .recap-3 = Poslední štych má hodnotu 10 bodů: počítej s ním od začátku.

## All Fours u stolu
sedma-resumed = Rozdání { $number } pokračuje tam, kde se přerušilo.

## Společné obrazovky: název hry, její popis a jak se jmenují její rozdání
sedma-title = Sedma
sedma-blurb = Česká štychová hra pro 2, 3 nebo 4 hráče. Kartu přebije jen karta stejné hodnoty nebo sedma; body mají jen esa a desítky.
# Rozdání číslo $number, jak mu hráči dané hry říkají.
sedma-hand-label = rozdání { $number }
# Slova příkazové řádky: jedno rozdání, jak mu hra říká, více rozdání a co počítají body rozdání.
sedma-hand-word = rozdání
sedma-hands-word = rozdání
sedma-points-word = body za karty
sedma-stats-hands-played = Odehraná rozdání
sedma-stats-hands-won = Vyhraná rozdání
sedma-stats-hands-lost = Prohraná rozdání
sedma-stats-hands-tied = Rozdání nerozhodně
sedma-stats-hands-with-hints = Rozdání hraná s nápovědou
sedma-stats-hands-with-undo = Rozdání hraná s vracením tahů
sedma-stats-average-points = Průměr bodů za karty na rozdání
sedma-stats-points-chart = Body za karty v rozdání, počet rozdání
sedma-stats-best-hand = Nejlepší rozdání
# Výsledek nejlepšího rozdání ($game_points je text se znaménkem, „+2“, a nevybírá tvar):
# Sedma počítá herní body a body za karty, All Fours body a to, co se počítalo do Game,
# Pekelné sedmy body za kolo.
sedma-stats-best-hand-text =
    herní body { $game_points }, za karty { $card_points ->
            [one] { $card_points } bod
            [few] { $card_points } body
           *[other] { $card_points } bodů
        }
# $count rozdání hry, jak jim hráči říkají.
sedma-hand-count =
    { $count ->
            [one] { $count } rozdání
           *[other] { $count } rozdání
        }
# Popisek před tlačítky rozdání zápasu.
sedma-history-hands = Rozdání:
