# Sevens from Hell in Czech: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/cs.ftl; the window loads both.

## Hry
variant-sevens-from-hell-three-teams = tři dvojice
variant-sevens-from-hell-hand-and-foot-minimums = minima vyložení jako v Hand and Foot
    .summary = První vyložení musí mít aspoň 50, 90, 120 a 150 bodů, jako v obyčejné hře Hand and Foot.
variant-sevens-from-hell-steep-minimums = vysoká minima vyložení
    .summary = První vyložení musí mít aspoň 60, 120, 180 a 240 bodů.
variant-sevens-from-hell-red-threes-500 = drahé trojky (červené 500, černé 300)
    .summary = Červená trojka, která zůstane v ruce nebo v noze, stojí 500 bodů, černá 300.
variant-sevens-from-hell-red-threes-only = drahé červené trojky (červené 500, černé 5)
    .summary = Červená trojka, která zůstane v ruce nebo v noze, stojí 500 bodů, černá 5.
variant-sevens-from-hell-big-books = velké bonusy za sady
    .summary = Sada divokých karet má cenu 1000 bodů a sada sedem 3000 (a stejně tolik stojí, když chybí).
variant-sevens-from-hell-manual-foot = nohu si bereš sám
variant-sevens-from-hell-sevens-discardable = sedmy lze odhodit, jakmile je uzavřena sada sedem
variant-sevens-from-hell-end-on-empty-deck = kolo končí s prvním prázdným balíčkem

## Herní možnosti: Sedma, All Fours, Pekelné sedmy
hell-opt-players = Hráči
hell-opt-4-two-teams-of = 4 – dvě dvojice
hell-opt-six-players-as = Šest hráčů tvoří:
hell-opt-two-teams-of-three = dvě trojice
hell-opt-three-teams-of-two = tři dvojice
hell-opt-partners-sit-in-every = Partneři sedí ob jedno místo
hell-opt-partners-sit-opposite = Partneři sedí naproti sobě
hell-opt-initial-meld = První vyložení
hell-opt-minimum = Minimum:
hell-opt-what-the-cards-of = Kolik musí mít karty prvního vyložení týmu v každém kole; vyšší minima první vyložení ztěžují.
hell-opt-threes-left-in-hand = Trojky, které zůstanou v ruce nebo v noze
hell-opt-5-each-like-any = po 5, jako každá nízká karta
hell-opt-a-red-3-costs = Červená 3 stojí
hell-opt-and-a-black-3 = a černá 3
hell-opt-what-each-3-still = Kolik tým stojí každá 3, která hráči na konci kola zůstane v ruce nebo v noze.
hell-opt-book-bonuses = Bonusy za sady
hell-opt-what-a-closed-book = Kolik uzavřená sada získá navíc ke svým kartám; povinná sada, která na konci kola chybí, stojí stejně.
hell-opt-the-foot = Noha
hell-opt-claim-your-own-foot = Nohu si bereš sám
hell-opt-you-must-pick-up = Nohu si musíš vzít sám, když to pravidla dovolí, a nikdo ti to nepřipomene; jinak ji dostaneš automaticky.
hell-opt-discarding-sevens = Odhazování sedem
hell-opt-sevens-may-be-discarded = Sedmy lze odhodit, jakmile je uzavřena sada sedem
hell-opt-a-house-rule-of = Domácí pravidlo z Hand and Foot Remastered: jakmile kterýkoli tým uzavře sadu sedem, smějí sedmy na odhazovací balíček. Jinak se sedmy nikdy neodhazují.
hell-opt-when-a-draw-deck = Když je dobírací balíček prázdný
hell-opt-draw-both-cards-from = Dobírat obě karty z druhého balíčku
hell-opt-the-round-ends-when = Kolo končí, až jsou oba balíčky prázdné.
hell-opt-the-round-ends = Kolo končí
hell-opt-the-round-ends-as = Kolo končí, jakmile je kterýkoli balíček prázdný; hráč, který ho vyprázdnil, dokončí svůj tah.
hell-opt-seats-and-decks = { $seats }. Hra používá { $decks ->
        [one] { $decks } balíček
        [few] { $decks } balíčky
       *[other] { $decks } balíčků
    } a { $jokers ->
        [one] { $jokers } žolíka
        [few] { $jokers } žolíky
       *[other] { $jokers } žolíků
    }, vše zamíchané dohromady: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[other] { $cards } karet
    }.
hell-opt-bonus-clean = čistá
hell-opt-bonus-dirty = špinavá
hell-opt-bonus-sevens = sedmy
hell-opt-bonus-wild = divoká

## srdcovou sedmu“) nebo „choice“ (jedna z možností, infinitiv: „zahrát srdcovou sedmu“).
# $kind: druh sady ve 2. pádě („králů“); $piece: jedna karta ve 4. pádě („žolíka“); $card: 4. pád.
hell-advice = { $form ->
        [advice] { $action ->
            [draw] dober dvě karty
            [take] vezmi odhazovací balíček
            [start] začni sadu { $kind }
            [start-dirty] začni sadu { $kind } s divokou kartou
            [start-wild] začni sadu divokých karet
            [add] přidej { $piece } do sady { $kind }
            [meld] vylož první vyložení
            [cancel] vezmi vybrané karty zpět
            [foot] vezmi si nohu
            [discard] odhoď { $card }
           *[end] ukonči tah
        }
       *[choice] { $action ->
            [draw] dobrat dvě karty
            [take] vzít odhazovací balíček
            [start] začít sadu { $kind }
            [start-dirty] začít sadu { $kind } s divokou kartou
            [start-wild] začít sadu divokých karet
            [add] přidat { $piece } do sady { $kind }
            [meld] vyložit první vyložení
            [cancel] vzít vybrané karty zpět
            [foot] vzít si nohu
            [discard] odhodit { $card }
           *[end] ukončit tah
        }
    }
hell-why-draw-over-pile = dvě karty z balíčků ti poslouží lépe než odhazovací balíček
hell-why-pile-closed = odhazovací balíček teď vzít nejde
hell-why-take-pile = { $cards ->
        [one] karta z odhazovacího balíčku ti přijde
        [few] { $cards } karty z odhazovacího balíčku ti přijdou
       *[other] { $cards } karet z odhazovacího balíčku ti přijde
    } do ruky a tvůj pár jde na stůl
hell-why-foot = karty z tvé nohy teď můžeš hrát
hell-why-meld-enough = vybrané vyložení má hodnotu { $value }, což stačí na { $minimum }, které toto kolo žádá
hell-why-meld-short = vybrané karty na minimum nedosáhnou: nech si je na pozdější tah
# $kind: 4. pád.
hell-why-stage = vyber { $kind } do prvního vyložení za { $minimum } nebo víc
hell-why-sevens = sada sedem je jedna z pěti, které tvůj tým potřebuje, a sedmy se odhazovat nesmějí
hell-why-wilds = sada divokých karet je povinná a divoké karty, které zůstanou v ruce, stojí každá 20 nebo 50
hell-why-on-table = karty na stole ti body přidávají, karty v ruce je ubírají
hell-why-dirty-book = pár a divoká karta tvoří sadu: špinavou sadu, kterou tvůj tým může uzavřít
# $kind: 2. pád.
hell-why-closes-clean = uzavře sadu { $kind }
hell-why-more-on-table = víc karet na stole ti přinese body a méně jich zůstane v ruce
hell-why-closes-dirty-needed = uzavře špinavou sadu a tvůj tým ještě dvě potřebuje
hell-why-closes = uzavře sadu
hell-why-wilds-grow = sada divokých karet roste k sedmi kartám, které potřebuje
hell-why-wild-late = pozdě v kole má divoká karta na stole větší cenu než v ruce
hell-why-discard-three = trojka se do sady nehodí a navrchu odhazovacího balíčku ho dalšímu hráči zmrazí
hell-why-discard-theirs = tuhle hodnotu už skládají soupeři, takže pár, kterým by s ní vzali balíček, mívají málokdy
hell-why-discard-single = osamělá karta, která nemá kam jít do žádné tvé sady, je ta, kterou potřebuješ nejméně
hell-why-discard-least = tuhle kartu tvá ruka potřebuje nejméně
hell-why-nothing-to-discard = nic z toho, co držíš, se odhodit nesmí

## Pravidla: Pekelné sedmy
rules-hell-intro = Pekelné sedmy jsou týmová hra z rodiny Hand and Foot, hraná s mnoha balíčky zamíchanými dohromady. Týmy vykládají sady po sedmi kartách stejné hodnoty. Než smí kdokoli z týmu jít ven, musí tým uzavřít pět povinných sad, mezi nimi sadu sedem a sadu divokých karet. Hra má čtyři kola a vyhrává nejvyšší součet.
rules-hell-teams = Balíčky a týmy
rules-hell-teams-four = Čtyři hráči hrají ve dvou dvojicích, partneři sedí naproti sobě. Zamíchá se dohromady šest běžných balíčků i s jejich žolíky: 324 karet, z toho 12 žolíků.
rules-hell-teams-six = Šest hráčů hraje ve dvou trojicích se stejnými šesti balíčky, nebo ve třech dvojicích, partneři naproti sobě, s osmi balíčky: 432 karet, z toho 16 žolíků.
rules-hell-teams-of-three = Ve dvou trojicích sedí partneři ob jedno místo.
rules-hell-teams-left = Hra postupuje doleva.
rules-hell-cards = Karty
rules-hell-cards-wild = Žolíci a dvojky jsou divoké: mohou zastoupit kteroukoli hodnotu, kromě sady sedem.
rules-hell-cards-naturals = Ostatní karty jsou přirozené.
rules-hell-cards-threes = Trojky se nikdy nesmějí vyložit na stůl.
rules-hell-cards-sevens = Sedmy se nikdy nesmějí odhodit.
rules-hell-cards-values = Hodnoty karet: žolík má 50, dvojka nebo eso 20 a sedma, šestka, pětka nebo čtyřka 5. Tyto hodnoty se počítají do prvního vyložení, za karty na stole na konci kola a proti tobě za karty, které ti zůstaly v ruce nebo v noze.
rules-hell-cards-values-tens = Králové, dámy, kluci, desítky, devítky a osmy mají po 10.
rules-hell-cards-values-threes = Trojka má 5 a počítá se vždy jen proti tobě, protože trojky se na stůl nikdy nedostanou.
rules-hell-books = Sady
rules-hell-books-closed = Sada je skupina karet na stole, která patří týmu. Uzavřená je, když má sedm karet, a pak už do ní nelze nic přidat.
rules-hell-books-clean-dirty = Čistá sada má sedm přirozených karet stejné hodnoty. Špinavá sada míchá přirozené karty jedné hodnoty s divokými.
rules-hell-books-sevens = Sada sedem má jen sedmy: žádná divoká karta do ní nikdy nesmí, takže je vždy čistá.
rules-hell-books-wild = Divoká sada má jen divoké karty (žolíky a dvojky v libovolném poměru).
rules-hell-books-naturals = Sada s přirozenými kartami musí mít vždy víc přirozených karet než divokých, a to po každé přidané kartě. Plná špinavá sada proto má nejvýš tři divoké karty a sada ze dvou osem a jedné divoké karty už žádnou další divokou nepřijme, dokud k ní nepřibude další osma.
rules-hell-books-one-unfinished = Tým může mít několik uzavřených sad stejné hodnoty, ale z každé hodnoty najednou jen jednu neuzavřenou sadu (divoká sada se počítá jako hodnota).
rules-hell-deal = Rozdávání
rules-hell-deal-hand-foot = Každý hráč dostane ruku o 13 kartách a nohu o 11 kartách. Noha zůstává lícem dolů: její majitel se do ní nesmí podívat, dokud si ji nevezme.
rules-hell-deal-decks = Zbylé karty tvoří dva dobírací balíčky přibližně stejné velikosti a mezi nimi leží odhazovací balíček.
rules-hell-deal-pile = Odhazovací balíček začíná pěti kartami obrácenými lícem nahoru, střídavě z obou balíčků. Obrácená sedma se vrátí do balíčku a nahradí ji jiná karta, takže na začátku v odhazovacím balíčku nikdy sedma není. Divoké karty a trojky mezi těmi pěti zůstávají.
rules-hell-deal-starter = Kdo začíná první kolo, určí los; každé další kolo začíná hráč po levici toho, kdo začínal předchozí.
rules-hell-turn = Tvůj tah
rules-hell-turn-steps = Nejdřív buď dobereš horní kartu z každého dobíracího balíčku (dvě karty), nebo si vezmeš odhazovací balíček. Pak smíš vykládat karty. Nakonec odhodíš jednu kartu, čímž tah končí.
rules-hell-turn-empty-deck = Je-li jeden dobírací balíček prázdný, dobereš obě karty z druhého.
rules-hell-pile = Braní odhazovacího balíčku
rules-hell-pile-match = Odhazovací balíček si smíš vzít, jen když máš dvě karty, které odpovídají jeho horní kartě: dvě přirozené karty stejné hodnoty, je-li nahoře přirozená karta (divoké karty nepomohou), nebo dvě divoké karty, je-li nahoře divoká.
rules-hell-pile-take = Horní karta a tvé dvě odpovídající karty jdou rovnou na stůl jako sada tří karet. Další čtyři karty balíčku jdou do tvé ruky; pokud měl balíček méně než pět karet, chybějící se doberou z dobíracích balíčků.
rules-hell-pile-new-book = Pokud tvůj tým už vykládal, musí tři karty moci založit novou sadu té hodnoty (tým žádnou neuzavřenou nemá).
rules-hell-pile-unfinished-book = Pokud už tvůj tým má neuzavřenou sadu té hodnoty, mohou tři karty místo toho jít do ní, pokud tím nepřesáhne sedm karet, a pokud dosáhne sedmi, smíš ji uzavřít.
rules-hell-pile-initial-meld = Pokud tvůj tým ještě nevykládal, je vzetí balíčku tvým prvním vyložením, a to okamžitým. Horní karta a karty, které už máš v ruce, musí dát minimum kola; ostatní čtyři karty balíčku se do něj nepočítají.
rules-hell-pile-frozen = Trojka navrchu balíček zmrazí: nikdo si ho nesmí vzít, dokud trojku nepřekryje jiná karta.
rules-hell-meld = První vyložení
rules-hell-meld-what = Tým nevyloží nic, dokud některý z jeho hráčů neudělá první vyložení: jednu nebo více nových sad, každou aspoň o třech kartách, vyložených najednou, jejichž karty mají dohromady hodnotu aspoň minima kola. Počítají se jen hodnoty vyložených karet.
rules-hell-meld-once = Udělat ho musí jen jeden hráč týmu. Potom smějí všichni hráči týmu až do konce kola vykládat volně.
rules-hell-meld-minimums = Minimum je 90 v 1. kole, 120 ve 2. kole, 150 ve 3. kole a 180 ve 4. kole (čísla lze změnit v Nastavení).
rules-hell-meld-minimums-source = Z tradičních pravidel pochází jen 120 pro 2. kolo; 90, 150 a 180 v této řadě pokračují po krocích 30.
rules-hell-meld-examples = Příklady ve 2. kole: žolík, žolík a dvojka jako divoká sada dají 120, to stačí. Tři esa a tři čtyřky se žolíkem přidaným ke kterékoli skupině dají 125, to stačí; bez žolíka dají 75, to je málo.
rules-hell-meld-one-close = První vyložení smí uzavřít nejvýš jednu sadu: jen jedna z jeho sad smí mít sedm karet. Při minimu 140 nestačí sedm králů a sedm dam (dvě uzavřené sady); šest králů a sedm dam dá 130.
rules-hell-meld-room = Sada nemusí vzít všechny přirozené karty, které máš. Protože sada má vždy víc přirozených karet než divokých, přirozená karta ponechaná v ruce může uvolnit místo další divoké kartě: ve 3. kole dá šest devítek a dva žolíci 150 jako pět devítek s oběma žolíky, šestá devítka zůstane v ruce.
rules-hell-meld-staging = Když první vyložení skládáš, aplikace kartu odmítne, jen když by už nezbylo žádné vyložení za minimum; zkouší při tom všechny způsoby, jak karty rozdělit do sad.
rules-hell-lay = Vykládání karet
rules-hell-lay-books = Jakmile tvůj tým vykládal, smíš ve svém tahu, kolikrát chceš, zakládat nové sady aspoň ze tří karet nebo přidávat karty do neuzavřených sad svého týmu.
rules-hell-lay-close = Doplněním sady na sedm karet se sada uzavře. První uzavření v kole máš vždy dovoleno. Abys mohl uzavřít druhou sadu, musíš počkat, až každý z tvých partnerů také jednu uzavře.
rules-hell-foot = Noha
rules-hell-foot-lay-last = Pokud ve svém tahu vyložíš poslední kartu z ruky, vezmeš si hned nohu a hraješ dál; na konci tahu musíš přesto odhodit.
rules-hell-foot-discard-last = Pokud odhodíš poslední kartu z ruky, vezmeš si nohu a hraješ z ní od příštího tahu.
rules-hell-foot-close = Pokud uzavřeš sadu, vezmeš si nohu po svém odhození a hraješ z ní od příštího tahu.
rules-hell-foot-auto = Aplikace ti nohu vezme ve správnou chvíli sama, pokud si v Nastavení nezvolíš, že si ji budeš brát sám.
rules-hell-discard = Odhazování
rules-hell-discard-one = Tah končíš tím, že odložíš jednu kartu z ruky na odhazovací balíček. Sedmu nesmíš odhodit nikdy.
rules-hell-discard-three = Odhozená trojka zmrazí balíček pro dalšího hráče, který si ho nesmí vzít.
rules-hell-discard-only-sevens = Pokud máš jen sedmy, nebo nesmíš odhodit žádnou kartu a žádnou nemůžeš vyložit, tvůj tah skončí bez odhození.
rules-hell-out = Jít ven
rules-hell-out-required = Než smí kterýkoli hráč týmu jít ven, musí mít tým uzavřených pět povinných sad: sadu sedem, divokou sadu, čistou sadu a dvě špinavé sady.
rules-hell-out-clean-slot = Čistou sadou může být kterákoli další čistá sada: přirozená čistá sada, nebo druhá sada sedem či druhá divoká sada.
rules-hell-out-dirty-slots = Čistá sada nikdy nezastoupí žádnou ze dvou špinavých.
rules-hell-out-how = Ven jdeš, když se poté, co sis už vzal nohu, zbavíš poslední karty, buď vyložením, nebo odhozením. Tím kolo končí.
rules-hell-out-keep-card = Dokud tvůj tým nemá pět povinných sad, musí hráč, který si už vzal nohu, vždy ukončit tah aspoň s jednou kartou.
rules-hell-out-last-meld = Ven můžeš jít i tak, že poslední karty vykládáš jednu po druhé, když ta poslední uzavře sadu, která doplní pět povinných: jít ven se posuzuje až po té poslední kartě. Když ti zbude jen ona, musíš ji vyložit.
rules-hell-decks-out = Když dojdou dobírací balíčky
rules-hell-decks-out-ends = Kolo také končí, když se dobírací balíčky vyčerpají. Ven pak nikdo nejde, takže bonus 100 nedostane nikdo.
rules-hell-decks-out-when = Kolo končí, když jsou oba balíčky prázdné: hráč, který vezme poslední kartu, ať dobíráním, nebo při doplňování krátkého odhazovacího balíčku, dokončí svůj tah a pak kolo končí.
rules-hell-scoring = Počítání kola
rules-hell-scoring-closed = Každá uzavřená sada získá hodnoty svých karet a k tomu bonus: 500 za čistou sadu, 300 za špinavou, 500 za sadu sedem a 500 za divokou sadu.
rules-hell-scoring-unfinished = Každá neuzavřená sada získá hodnoty svých karet, bez bonusu.
rules-hell-scoring-left = Hodnoty všech karet, které zůstaly v rukou hráčů tvého týmu a v nohách, které si ještě nevzali, se týmu odečítají.
rules-hell-scoring-missing = Každá z pěti povinných sad, kterou tým neuzavřel, se mu odečte ve výši svého bonusu: 500 za sadu sedem, divokou sadu a čistou sadu, 300 za každou chybějící špinavou sadu. To platí pro každý tým na konci každého kola, ať kolo skončilo jakkoli.
rules-hell-scoring-out = Tým hráče, který jde ven, získá dalších 100.
rules-hell-scoring-example = Příklad: tým, který nešel ven, má uzavřenou čistou sadu králů (70 + 500 = 570), uzavřenou špinavou sadu z pěti devítek, dvojky a žolíka (50 + 20 + 50 + 300 = 420) a neuzavřenou sadu tří dam (30). Jeden z jeho hráčů má ještě v ruce eso a trojku (minus 25). Chybí mu sada sedem, divoká sada a druhá špinavá sada (minus 1300). Jeho výsledek za kolo je minus 305.
rules-hell-winner = Vítěz
rules-hell-winner-total = Hra má čtyři kola. Výsledky kol se sečtou a vyhrává tým s nejvyšším součtem.
rules-hell-winner-tie = Týmy se stejným nejvyšším součtem se o výhru dělí.
rules-hell-variants = Varianty (v Nastavení)
rules-hell-variant-minimums = Jiná minima prvního vyložení: 50, 90, 120 a 150 jako v běžné hře Hand and Foot, 60, 120, 180 a 240, nebo libovolná čísla podle tvé volby.
rules-hell-variant-threes = Drahé trojky: červená trojka, která zůstane v ruce nebo v noze, stojí 500 a černá 300, nebo červená trojka stojí 500 a černá 5.
rules-hell-variant-bonuses = Jiné bonusy za sady, například 1000 za divokou sadu a 3000 za sadu sedem; chybějící povinná sada pak stojí stejně.
rules-hell-variant-foot = Nohu si bereš sám: musíš si ji vzít sám, když smíš, a nikdo ti to nepřipomene.
rules-hell-variant-sevens = Sedmy lze odhodit, jakmile kterýkoli tým uzavře sadu sedem.
rules-hell-variant-empty-deck = Kolo končí, jakmile je prázdný kterýkoli z dobíracích balíčků, ne až když jsou prázdné oba.

## Sevens from Hell 01: Books and wild cards
# english: 4184d4d0f7c186bd
lesson-sevens-from-hell-01 =
    .title = Sady a divoké karty
    .goal = Sada je sedm karet stejné hodnoty; dvojky a žolíci jsou divoké karty a smějí se do sady přidat, dokud v ní zůstává víc přirozených karet než divokých.
    .step-1-title = Sady
    .step-1-task = Podívej se na stranu stolu svého týmu: tři desítky, začátek sady.
    .step-1-why = Všechno, co vykládáš, patří do sad: karty jedné hodnoty, aspoň tři na založení a sedm na uzavření. Sedmy tvoří vlastní sadu; dvojky a žolíci jsou divoké karty.
    .step-2-title = Dobírání
    .step-2-task = Každý tah začíná dobráním: stiskni „Dobrat dvě“.
    .step-2-why = Vezmeš vrchní kartu z každého dobíracího balíčku. Druhá možnost, jak začít tah, je vzít odhazovací balíček; ukáže ji pozdější lekce.
    .step-2-off-script = V této lekci dober dvě karty.
    .step-3-title = Založ sadu
    .step-3-task = Vyber své tři krále (klikej na krále v ruce, dokud nebudou vybraní všichni tři, nebo na ně dvakrát klikni) a stiskni „Vyložit vybrané karty“.
    .step-3-why = Tři přirozené karty jedné hodnoty založí sadu. Tvůj tým už má vyloženo, takže sada jde rovnou na stůl.
    .step-3-off-script = Založ sadu králů: vyber tři krále a pak „Vyložit vybrané karty“.
    .step-4-title = Přidává se divoká karta
    .step-4-task = Vyber jednu dvojku a klikni na svou sadu králů.
    .step-4-why = Divoká karta se smí přidat do sady přirozených karet, dokud v ní přirozených zůstává víc než divokých: tři králové a dvojka tvoří špinavou sadu. Sada bez divokých karet je čistá a čisté sady vynášejí víc. Do sedem se divoká karta nikdy nepřidává.
    .step-4-off-script = Přidej ke králům jednu dvojku: vyber ji a pak klikni na sadu králů.
    .step-4-answer-1 = Žolík by posloužil stejně, ale když ti zůstane v ruce, stojí 50: nech si ho na sadu divokých karet v dalším kroku.
    .step-5-title = Sada divokých karet
    .step-5-task = Vyber žolíka a své dvě dvojky a stiskni „Vyložit vybrané karty“.
    .step-5-why = Divoké karty mohou tvořit i vlastní sadu: tři na založení, sedm na uzavření, nic než dvojky a žolíci.
    .step-5-off-script = Založ sadu divokých karet žolíkem a dvěma dvojkami.
    .step-6-title = Ukonči tah
    .step-6-task = Vyber pikovou čtyřku a stiskni „Odhodit“.
    .step-6-why = Odhozením tah končí. Pouštěj nízké karty, které žádná tvoje sada nepotřebuje.
    .step-6-off-script = Odhoď pikovou čtyřku.
    .step-7-title = Tvůj tah skončil
    .step-7-task = Tah přechází na hráče po tvé levici. Stiskni „Dál“ a lekce skončí.
    .step-7-why = Sady rostou tah za tahem; sedmá karta sadu uzavře. Divoká sada a králové teď leží na stole vedle desítek.
    .recap-1 = Sada jsou karty jedné hodnoty: tři na založení, sedm na uzavření.
    .recap-2 = Dvojky a žolíci jsou divoké karty: přidávají se do sady, dokud v ní mají přirozené karty převahu, nebo tvoří divokou sadu.
    .recap-3 = Sada bez divokých karet je čistá, s nimi špinavá; do sedem se divoké karty nepřidávají.
    .recap-4 = Dober (nebo vezmi odhazovací balíček), vykládej a tah ukonči odhozením.

## Sevens from Hell 02: Taking the pile, and the frozen pile
# english: 40abc51730ed3455
lesson-sevens-from-hell-02 =
    .title = Braní odhazovacího balíčku a zmrazený balíček
    .goal = Místo dobírání smíš vzít odhazovací balíček, když máš dvě karty stejné hodnoty jako jeho vrchní karta; trojka navrchu ho zmrazí.
    .step-1-title = Odhazovací balíček
    .step-1-task = Navrchu odhazovacího balíčku leží pikový král a ty máš dva krále.
    .step-1-why = Místo dobrání dvou karet smíš vzít odhazovací balíček: vrchní karta a dvě karty stejné hodnoty z tvé ruky jdou na stůl jako sada a další karty z balíčku ti přijdou do ruky.
    .step-2-title = Vezmi ho
    .step-2-task = Stiskni „Vzít balíček“.
    .step-2-why = Králové jdou na stůl tvého týmu a ostatní karty z balíčku ti přibudou do ruky: víc karet na stavění sad.
    .step-2-off-script = V této lekci vezmi odhazovací balíček: tvoji dva králové odpovídají jeho vrchní kartě.
    .step-3-title = Zmraz ho
    .step-3-task = Vyber křížovou trojku a stiskni „Odhodit“.
    .step-3-why = Trojky nikdy nepatří do sady. Trojka navrchu odhazovací balíček zmrazí: další hráč ho nesmí vzít a musí dobírat.
    .step-3-off-script = Odhoď křížovou trojku.
    .step-4-title = Západ musel dobírat
    .step-4-task = Západ nemohl vzít balíček, dokud na něm ležela tvoje trojka: dobral dvě karty a zakryl ji čtyřkou.
    .step-4-why = Trojka je bezpečný odhoz, kdykoli má odhazovací balíček cenu pro hráče po tobě. Když ti na konci kola zůstane v ruce, stojí body, takže se trojek zbavuj brzy.
    .recap-1 = Tah začni dobráním dvou karet, nebo vezmi odhazovací balíček se dvěma kartami hodnoty jeho vrchní karty.
    .recap-2 = Vrchní karta balíčku a tvůj pár jdou na stůl; další karty z balíčku ti přijdou do ruky.
    .recap-3 = Trojka navrchu zmrazí odhazovací balíček pro dalšího hráče.

## Sevens from Hell 03: The initial meld
# english: 2eed71638790b347
lesson-sevens-from-hell-03 =
    .title = První vyložení
    .goal = Než tým začne vykládat jednotlivé sady, musí jeden hráč udělat první vyložení v hodnotě aspoň minima kola: 90, 120, 150 a 180 v kolech 1 až 4.
    .step-1-title = Minimum
    .step-1-task = Tvůj tým zatím nic nevyložil. Lišta nad stolem ukazuje, kolik potřebuje první vyložení v tomto kole: 90.
    .step-1-why = Hodnoty karet: žolíci 50, esa a dvojky 20, králové až osmy 10, sedmy až čtyřky 5. První sady, které tvůj tým vyloží, musí dohromady dát minimum.
    .step-2-title = Dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Tah vždycky začíná dobráním nebo vzetím odhazovacího balíčku.
    .step-2-off-script = Nejdřív dober dvě karty.
    .step-3-title = Připrav esa
    .step-3-task = Vyber svá tři esa a stiskni „Vyložit vybrané karty“.
    .step-3-why = Dokud tvůj tým nemá vyloženo, sady se jen připravují: čekají vedle tvé ruky a průběžný součet se porovnává s minimem. Tři esa dají 60.
    .step-3-off-script = Nejdřív připrav tři esa.
    .step-4-title = Ještě to nestačí
    .step-4-task = 60 na 90 nestačí (zkus „Vyložit na stůl“ a uvidíš proč). Vyber tři krále a stiskni „Vyložit vybrané karty“.
    .step-4-why = Tři králové přidají 30: 60 a 30 je přesně 90.
    .step-4-off-script = Připrav i tři krále.
    .step-5-title = Vylož to
    .step-5-task = Stiskni „Vyložit na stůl“.
    .step-5-why = Připravené sady jdou na stůl všechny najednou. Od teď ty i tvůj partner vykládáte nové sady a přikládáte k nim volně.
    .step-5-off-script = Vylož to teď na stůl: dává to 90.
    .step-6-title = Odhoz
    .step-6-task = Vyber károvou čtyřku a stiskni „Odhodit“.
    .step-6-why = Tah končí odhozením.
    .step-6-off-script = Odhoď károvou čtyřku.
    .step-7-title = Vyloženo
    .step-7-task = Sady tvého týmu leží na stole.
    .step-7-why = Po zbytek tohoto kola vykládáte ty a Sever sady volně, bez minima.
    .recap-1 = První sady týmu musí dohromady dosáhnout minima kola: 90, 120, 150, 180.
    .recap-2 = Připravuj sady po jedné hodnotě; součet se ukazuje vedle minima; pak je vylož všechny najednou.
    .recap-3 = Po prvním vyložení jdou sady rovnou na stůl.

## Sevens from Hell 04: The five required books
# english: 492a8d4c3679cb45
lesson-sevens-from-hell-04 =
    .title = Pět povinných sad
    .goal = Aby mohl tým jít ven, potřebuje pět uzavřených sad: sedmy, divoké karty, jednu čistou a dvě špinavé sady.
    .step-1-title = Seznam povinných sad
    .step-1-task = Vedle jména tvého týmu: Sedmy, Divoká, Čistá, Špinavá, Špinavá. Divoká a Čistá jsou odškrtnuté.
    .step-1-why = Uzavřená sada divokých karet splňuje Divokou, tvoje čisté osmy Čistou. Ještě chybí sada sedem a dvě špinavé sady.
    .step-2-title = Dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Tah vždycky začíná dobráním nebo vzetím odhazovacího balíčku.
    .step-2-off-script = Nejdřív dober dvě karty.
    .step-3-title = Uzavři sedmy
    .step-3-task = Vyber svou sedmu a klikni na sadu sedem.
    .step-3-why = Sedmá sedma sadu uzavře: Sedmy jsou odškrtnuté. Do sedem nejdou divoké karty a sedmy se nesmějí odhazovat, takže patří jen sem.
    .step-3-off-script = Uzavři sadu sedem svou sedmou.
    .step-4-title = Špinavá sada
    .step-4-task = Vyber tři devítky a dvojku a stiskni „Vyložit vybrané karty“.
    .step-4-why = Tři devítky sadu založí; dvojka se přidá a udělá z ní špinavou. Špinavé sady se uzavírají rychleji a tým potřebuje dvě.
    .step-4-off-script = Založ sadu devítek: vyber tři devítky (a dvojku) a stiskni „Vyložit vybrané karty“.
    .step-5-title = Divoká karta
    .step-5-task = Pokud máš dvojku pořád v ruce, vyber ji a klikni na sadu devítek.
    .step-5-why = Tři přirozené karty a jedna divoká: přirozených je víc než divokých, takže sada je povolená, a špinavá.
    .step-5-off-script = Přidej dvojku do sady devítek.
    .step-6-title = Odhoz
    .step-6-task = Vyber pikovou pětku a stiskni „Odhodit“.
    .step-6-why = Tah končí odhozením.
    .step-6-off-script = Odhoď pikovou pětku.
    .step-7-title = Tři z pěti
    .step-7-task = Sedmy, Divoká a Čistá jsou odškrtnuté.
    .step-7-why = Devítky budou první špinavou sadou, jakmile budou mít sedm karet; potom tým potřebuje ještě druhou špinavou sadu.
    .recap-1 = Čistá: žádné divoké karty. Špinavá: nějaké divoké karty, ale méně než přirozených.
    .recap-2 = Jít ven lze až s uzavřenou sadou sedem, sadou divokých karet, čistou sadou a dvěma špinavými sadami.
    .recap-3 = Seznam vedle jména každého týmu je odškrtává, jak se uzavírají.

## Sevens from Hell 05: Closing books and your partner
# english: 5af1c4631ac4dc01
lesson-sevens-from-hell-05 =
    .title = Uzavírání sad a tvůj partner
    .goal = První uzavřenou sadu v každém kole máš volnou; druhá počká, až každý z tvých partnerů jednu uzavře.
    .step-1-title = Každý jedno uzavření
    .step-1-task = V tomto kole už máš uzavřenou sadu králů; tvůj partner Sever zatím neuzavřel žádnou.
    .step-1-why = Hráč smí v každém kole volně uzavřít jednu sadu; druhá musí počkat, až jednu uzavře každý jeho partner. Tak stavějí všichni a nikdo neuteče sám.
    .step-2-title = Dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Tah vždycky začíná dobráním nebo vzetím odhazovacího balíčku.
    .step-2-off-script = Nejdřív dober dvě karty.
    .step-3-title = Dámy musí počkat
    .step-3-task = Tvoje dáma by uzavřela sadu dam, a to zatím nejde (zkus to a uvidíš proč). Vyber kluka a klikni na sadu kluků.
    .step-3-why = Sada kluků má čtyři karty: přidáním jedné se neuzavře. Dámu si nech, dokud Sever neuzavře nějakou sadu.
    .step-3-off-script = Přidej kluka ke klukům.
    .step-4-title = Odhoz
    .step-4-task = Vyber pikovou pětku a stiskni „Odhodit“.
    .step-4-why = Tah končí odhozením. Dáma ti zůstane v ruce na později.
    .step-4-off-script = Odhoď pikovou pětku.
    .step-5-title = Počkej na Severa
    .step-5-task = Tvoje dáma čeká v ruce.
    .step-5-why = Jakmile Sever uzavře nějakou sadu, smíš jich uzavřít, kolik dokážeš.
    .recap-1 = Sedm karet sadu uzavře.
    .recap-2 = První uzavření v každém kole máš volné; druhé čeká, až každý partner uzavře svou první sadu.

## Sevens from Hell 06: The foot
# english: 9bd129be7faa3de1
lesson-sevens-from-hell-06 =
    .title = Noha
    .goal = Každý hráč má druhou ruku, nohu: vezme si ji, až mu dojdou karty v první ruce.
    .step-1-title = Ruka a noha
    .step-1-task = V ruce máš dvě karty; řádek nad nimi říká, že na tebe čeká noha s 11 kartami.
    .step-1-why = Každý dostal 13 karet do hry a dalších 11 lícem dolů, nohu. Až ti dojdou karty v ruce, stane se noha tvou rukou.
    .step-2-title = Dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Dobereš srdcovou osmu a pikovou pětku.
    .step-2-off-script = Nejdřív dober dvě karty.
    .step-3-title = Tři osmy
    .step-3-task = Vyber tři osmy a stiskni „Vyložit vybrané karty“.
    .step-3-why = Nová sada osem; zbude ti jedna karta.
    .step-3-off-script = Založ sadu osem.
    .step-4-title = Poslední karta
    .step-4-task = Vyber pikovou pětku a stiskni „Odhodit“.
    .step-4-why = Po odhozu máš prázdnou ruku: bereš si nohu a hraješ z ní od příštího tahu. Kdyby ti karty došly při vykládání, noha by ti přišla hned a hrálo by se dál.
    .step-4-off-script = Odhoď pikovou pětku.
    .step-5-title = Tvoje noha
    .step-5-task = V ruce teď máš 11 karet ze své nohy.
    .step-5-why = Jakmile máš nohu v ruce, můžeš jít ven, pokud má tvůj tým svých pět povinných sad. Karty, které na konci kola zůstanou v noze, se týmu počítají do minusu.
    .recap-1 = Noha je druhá ruka s 11 kartami; bereš si ji, až ti dojde první.
    .recap-2 = Když ti ruka dojde vykládáním, noha přijde hned; když odhozením, čeká na tvůj příští tah.

## Sevens from Hell 07: Going out
# english: 793327c6fe727c4e
lesson-sevens-from-hell-07 =
    .title = Jít ven
    .goal = Hráč, který už má nohu a jehož tým má pět povinných sad, jde ven zahráním své poslední karty; kolo končí a jeho tým získá 100.
    .step-1-title = Chybí jedna sada
    .step-1-task = Tvůj tým má uzavřené sedmy, divoké karty, čistou sadu a jednu špinavou. Sada kluků má šest karet.
    .step-1-why = Druhá špinavá sada doplní pětici. Pak smí jít ven ten, kdo už má nohu.
    .step-2-title = Dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Přijdou ti další dva kluci.
    .step-2-off-script = Nejdřív dober dvě karty.
    .step-3-title = Uzavři kluky
    .step-3-task = Vyber jednoho kluka a klikni na sadu kluků.
    .step-3-why = Sedmá karta ji uzavře jako špinavou: pět povinných sad je kompletních.
    .step-3-off-script = Uzavři sadu kluků jedním klukem.
    .step-4-title = Vylož celou ruku
    .step-4-task = Vyber své tři kluky a stiskni „Vyložit vybrané karty“.
    .step-4-why = Nová sada kluků ti vyprázdní ruku, takže hned dostaneš nohu.
    .step-4-off-script = Založ svými třemi kluky novou sadu kluků.
    .step-5-title = Tvoje noha
    .step-5-task = Vyber tři pětky a stiskni „Vyložit vybrané karty“.
    .step-5-why = Karty z nohy smíš hrát už v tomto tahu.
    .step-5-off-script = Založ sadu pětek.
    .step-6-title = Jdeš ven
    .step-6-task = Vyber křížovou čtyřku a stiskni „Odhodit“.
    .step-6-why = Odchází tvoje poslední karta: jdeš ven a kolo končí.
    .step-6-off-script = Odhoď křížovou čtyřku, tím půjdeš ven.
    .step-7-title = Body za kolo
    .step-7-task = Souhrn ukazuje kolo každého týmu položku po položce.
    .step-7-why = Za to, že jdeš ven, je 100; karty, které soupeřům zůstaly v rukou a nohách, se jim počítají do minusu.
    .recap-1 = Jít ven můžeš, až máš nohu v ruce a tvůj tým má pět povinných sad.
    .recap-2 = Zahraj poslední kartu, vyložením nebo odhozením, a půjdeš ven: 100 pro tvůj tým.

## Sevens from Hell 08: The score and its penalties
# english: daf70732aef819bb
lesson-sevens-from-hell-08 =
    .title = Bodování a srážky
    .goal = V kole se počítají karty na stole a bonusy za uzavřené sady a odečítají se karty, které zůstaly v rukou a nohách, a povinné sady, které chybějí.
    .step-1-title = Co se počítá
    .step-1-task = Tvůj tým má uzavřenou čistou sadu osem a čtyři karty v sadě králů.
    .step-1-why = Na konci kola získá každý tým hodnotu svých karet na stole (uzavřených i nedokončených sad) a k tomu 500 za každou uzavřenou čistou sadu a 300 za špinavou. Sada sedem nebo divokých karet vynese 500.
    .step-2-title = Poslední dobírání
    .step-2-task = Stiskni „Dobrat dvě“.
    .step-2-why = Vezmeš poslední kartu z každého balíčku: kolo skončí spolu s tvým tahem.
    .step-2-off-script = Dober dvě karty.
    .step-3-title = Zachraň žolíka
    .step-3-task = Vyber obě dámy a žolíka a stiskni „Vyložit vybrané karty“.
    .step-3-why = Žolík, který by ti zůstal v ruce, by stál 50. Na stole se ti počítá k dobru.
    .step-3-off-script = Založ sadu dam oběma dámami a žolíkem.
    .step-4-title = Poslední odhoz
    .step-4-task = Vyber srdcovou trojku a stiskni „Odhodit“.
    .step-4-why = Kdyby ti trojka zůstala v ruce, stála by 5. Tímto odhozem kolo končí.
    .step-4-off-script = Odhoď srdcovou trojku.
    .step-5-title = Výsledek
    .step-5-task = Projdi si souhrn kola položku po položce.
    .step-5-why = Devítky a čtyřka, které ti zůstaly v ruce, se ti počítají do minusu, a stejně tak tvoje nevzatá noha. Každá chybějící povinná sada stojí svůj bonus: sada sedem 500, divoká sada 500, každá špinavá sada 300.
    .recap-1 = Karty na stole se ti počítají k dobru, karty v rukou a nohách do minusu.
    .recap-2 = Uzavřené sady přinášejí bonusy: čistá 500, špinavá 300, sedmy 500, divoká 500.
    .recap-3 = Povinná sada, která na konci chybí, stojí tolik, kolik by byl její bonus.

## Pekelné sedmy u stolu
# $kind je druh sady: four, five, six, seven, eight, nine, ten, jack, queen, king, ace nebo
# wild (divoká sada); $case je nom, gen (sada „čeho“) nebo acc.
hell-kind = { $kind ->
        [four] { $case ->
            [gen] čtyřek
           *[other] čtyřky
        }
        [five] { $case ->
            [gen] pětek
           *[other] pětky
        }
        [six] { $case ->
            [gen] šestek
           *[other] šestky
        }
        [seven] { $case ->
            [gen] sedem
           *[other] sedmy
        }
        [eight] { $case ->
            [gen] osem
           *[other] osmy
        }
        [nine] { $case ->
            [gen] devítek
           *[other] devítky
        }
        [ten] { $case ->
            [gen] desítek
           *[other] desítky
        }
        [jack] { $case ->
            [gen] kluků
            [acc] kluky
           *[nom] kluci
        }
        [queen] { $case ->
            [gen] dam
           *[other] dámy
        }
        [king] { $case ->
            [gen] králů
            [acc] krále
           *[nom] králové
        }
        [ace] { $case ->
            [gen] es
           *[other] esa
        }
       *[wild] { $case ->
            [gen] divokých karet
           *[other] divoké karty
        }
    }
# $count karet jedné skupiny v ruce: hodnota jako u hell-kind, nebo joker, two, red-three,
# black-three; $case je nom nebo acc.
hell-cards = { $count ->
        [one] { $case ->
            [acc] { $group ->
                [four] čtyřku
                [five] pětku
                [six] šestku
                [seven] sedmu
                [eight] osmu
                [nine] devítku
                [ten] desítku
                [jack] kluka
                [queen] dámu
                [king] krále
                [ace] eso
                [joker] žolíka
                [two] dvojku
                [red-three] červenou trojku
               *[black-three] černou trojku
            }
           *[nom] { $group ->
                [four] čtyřka
                [five] pětka
                [six] šestka
                [seven] sedma
                [eight] osma
                [nine] devítka
                [ten] desítka
                [jack] kluk
                [queen] dáma
                [king] král
                [ace] eso
                [joker] žolík
                [two] dvojka
                [red-three] červená trojka
               *[black-three] černá trojka
            }
        }
        [few] { $count } { $group ->
            [four] čtyřky
            [five] pětky
            [six] šestky
            [seven] sedmy
            [eight] osmy
            [nine] devítky
            [ten] desítky
            [jack] { $case ->
                [acc] kluky
               *[nom] kluci
            }
            [queen] dámy
            [king] { $case ->
                [acc] krále
               *[nom] králové
            }
            [ace] esa
            [joker] { $case ->
                [acc] žolíky
               *[nom] žolíci
            }
            [two] dvojky
            [red-three] červené trojky
           *[black-three] černé trojky
        }
       *[other] { $count } { $group ->
            [four] čtyřek
            [five] pětek
            [six] šestek
            [seven] sedem
            [eight] osem
            [nine] devítek
            [ten] desítek
            [jack] kluků
            [queen] dam
            [king] králů
            [ace] es
            [joker] žolíků
            [two] dvojek
            [red-three] červených trojek
           *[black-three] černých trojek
        }
    }
# Uzavřená sada; $kind je hell-kind v genitivu, $state je sevens, wild, clean nebo dirty,
# $case je nom nebo acc.
hell-book-name = { $case ->
        [acc] { $state ->
            [clean] čistou sadu { $kind }
            [dirty] špinavou sadu { $kind }
           *[other] sadu { $kind }
        }
       *[nom] { $state ->
            [clean] čistá sada { $kind }
            [dirty] špinavá sada { $kind }
           *[other] sada { $kind }
        }
    }
# Povinná sada, která týmu chybí, jak pokračuje „tvůj tým ještě potřebuje …“ (akuzativ); $book
# je sevens, wild, clean, two-dirty nebo second-dirty.
hell-missing-book = { $book ->
        [sevens] sadu sedem
        [wild] sadu divokých karet
        [clean] čistou sadu
        [two-dirty] dvě špinavé sady
       *[second-dirty] druhou špinavou sadu
    }
# Části jednořádkového shrnutí tahu, za tím, kdo ho hrál; $person je "you" nebo "other".
# $cards: the cards drawn, named when seen (hell-cards in the accusative, listed).
hell-part-drew-cards = { $person ->
        [you] dobíráš
       *[other] dobírá
    } { $cards }
hell-part-drew = { $person ->
        [you] dobíráš
       *[other] dobírá
    } { $count ->
        [one] kartu
        [2] dvě karty
        [few] { $count } karty
       *[other] { $count } karet
    }
# $count: vzaté karty; $kind: hell-kind v genitivu; $drawn: karty dobrané navíc, protože
# odhazovací balíček byl krátký.
hell-part-took-pile = { $person ->
        [you] bereš
       *[other] bere
    } odhazovací balíček ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }) s párem { $kind }{ $drawn ->
        [0] {""}
       *[other] {" "}a { $person ->
            [you] dobíráš
           *[other] dobírá
        } { $drawn ->
            [one] kartu
            [2] dvě karty
            [few] { $drawn } karty
           *[other] { $drawn } karet
        }
    }
hell-part-took-pile-cards = bereš odhazovací balíček s párem { $kind }, který ti do ruky přinesl { $cards }{ $drawn ->
        [0] {""}
       *[other] {" "}a dobíráš { $drawn ->
            [one] kartu
            [2] dvě karty
            [few] { $drawn } karty
           *[other] { $drawn } karet
        }
    }
hell-part-started = { $person ->
        [you] zakládáš
       *[other] zakládá
    } sadu { $kind }
# $cards: přidané karty („dámu a dvojku“, „3 karty“).
hell-part-added = { $person ->
        [you] přidáváš
       *[other] přidává
    } { $cards } do sady { $kind }
# $kinds: sady vyložení („dámy a králové“).
hell-part-melded = { $person ->
        [you] pokládáš
       *[other] pokládá
    } na stůl první vyložení ({ $kinds }) v hodnotě { $value } z potřebných { $minimum }
# $frozen je "yes", když jde o trojku.
hell-part-discarded = { $person ->
        [you] odhazuješ
       *[other] odhazuje
    } { $card }{ $frozen ->
        [yes] : odhazovací balíček je zmrazený
       *[no] {""}
    }
hell-part-no-discard = { $person ->
        [you] nemáš
       *[other] nemá
    } žádnou kartu, kterou by šlo odhodit
# Část, která se stala $count krát za sebou (2 a víc).
hell-times = { $count ->
        [2] { $part } dvakrát
        [3] { $part } třikrát
       *[other] { $part } { $count }krát
    }
# Shrnutí tahu: $parts jsou části výše, vyjmenované.
hell-turn-line = { $person ->
        [you] { $parts }
       *[other] { $who } { $parts }
    }.
hell-unstaged = Připravené karty se vracejí do ruky.
# $book: hell-book-name v akuzativu.
hell-closed = { $person ->
        [you] Uzavíráš
       *[other] { $who } uzavírá
    } { $book }.
hell-took-foot = { $person ->
        [you] Bereš si nohu
       *[other] { $who } si bere nohu
    } ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }).
hell-decks-empty = Dobírací balíčky jsou prázdné: kolo skončí po tomto tahu.
hell-goes-out = { $person ->
        [you] Jdeš ven
       *[other] { $who } jde ven
    }.
hell-decks-ran-out = Dobírací balíčky došly: kolo skončilo.
# Jak kolo skončilo, v jeho souhrnu a v zápisu bodů.
hell-went-out = { $person ->
        [you] Jdeš ven
       *[other] { $who } jde ven
    } a kolo končí.
hell-decks-out = Dobírací balíčky došly.
hell-goal = čtyři kola: vyhrává nejvyšší součet
hell-resumed = Kolo { $number } pokračuje tam, kde se přerušilo.
hell-new-round = Kolo { $number }: každý hráč má 13 karet a nohu s 11 kartami; { $person ->
        [you] začínáš
       *[other] začíná { $who }
    }. První vyložení musí mít hodnotu aspoň { $minimum }.
hell-is-playing = { $who } hraje…
hell-round-is-over = Kolo skončilo.
hell-turn-acquire = Jsi na tahu: dober dvě karty (D), nebo vezmi odhazovací balíček (P).
hell-turn-not-melded = Jsi na tahu: tvůj tým ještě nemá první vyložení. Vylož sady v hodnotě aspoň { $minimum }, nebo tah ukonči odhozením (X).
hell-turn-meld = Jsi na tahu: vylož, co můžeš, a pak tah ukonči odhozením karty (X).
hell-not-your-turn = Na tahu je { $who }
hell-wait-turn = Počkej, až budeš na tahu
hell-draw-first = Nejdřív dober dvě karty, nebo vezmi odhazovací balíček; pak vykládej
hell-pick-discard = Nejdřív vyber kartu k odhození: klikni na ni v ruce
hell-pick-one-discard = Vyber k odhození právě jednu kartu
hell-nothing-to-take-back = Od dobrání není co vzít zpět
hell-took-back = Karty vyložené v tomto tahu se vrátily do ruky.
# Stůl: lišta nad ním, ostatní místa, balíčky, sady týmů.
hell-strip-round = Kolo { $number } ze 4
hell-strip-minimum = První vyložení: aspoň { $minimum }
hell-strip-last-turn = Poslední tah: dobírací balíčky jsou prázdné
# $role je partner nebo opponent.
hell-seat-plate = { $who } ({ $role ->
        [partner] spoluhráč
       *[opponent] soupeř
    })
# $count: karty v ruce; $taken je "yes", když už má nohu, $foot její karty.
hell-seat-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } · { $taken ->
        [yes] nohu už má
       *[no] noha: { $foot }
    }
# Místo u stolu na jednom řádku, na úzkém stole: $cards je hell-seat-cards; $turn je "yes", když je na tahu.
hell-seat-line = { $who }: { $cards }{ $turn ->
        [yes] {" "}· na tahu
       *[no] {""}
    }
hell-to-play = na tahu
hell-deck-label = Dobírací balíček { $number }: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
hell-deck = Balíček { $number }: { $count }
hell-pile-label = Odhazovací balíček: navrchu { $card }, { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
hell-pile-empty-label = Odhazovací balíček: prázdný
hell-pile-count = Odhozeno: { $count }
hell-frozen = Zmrazený: navrchu je trojka
hell-team-melded = po prvním vyložení
hell-team-not-melded = ještě bez vyložení
hell-no-books = Zatím žádné sady
hell-required = Povinné:
hell-check-sevens = Sedmy
hell-check-wild = Divoká
hell-check-clean = Čistá
hell-check-dirty = Špinavá
# Neuzavřená sada, pro čtečky a při najetí myší: $kind je hell-kind v nominativu (velké
# písmeno přidá stůl), $count její karty z $size; $state je "clean", "dirty" nebo "none"
# (sedmy, divoké karty).
hell-book-label = { $kind }: { $count } ze { $size }{ $state ->
        [clean] , čistá sada
        [dirty] , špinavá sada
       *[other] {""}
    }
hell-book-add = { $book }. Přidat vybrané karty
# Popisek pod kartami sady: nejdřív hodnota (jako hell-book-label), krátce.
hell-book-caption-short = { $kind } { $count }/{ $size }{ $state ->
        [clean] {" "}· čistá
        [dirty] {" "}· špinavá
       *[other] {""}
    }
# Štítek uzavřené sady: $book je hell-book-name v nominativu, $count kolik jich je.
hell-closed-chip = uzavřená { $book }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
hell-closed-chip-short = { $kind }{ $state ->
        [clean] {" "}· čistá
        [dirty] {" "}· špinavá
       *[other] {""}
    }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
# Karty z odhazovacího balíčku, které čekají u prvního vyložení; $count kolik jich je.
hell-pile-waits = { $count ->
        [one] Karta, která ti připadla s balíčkem, tu čeká na tvoje vyložení: do ruky ji dostaneš, jakmile vyložíš.
        [few] { $count } karty, které ti připadly s balíčkem, tu čekají na tvoje vyložení: do ruky je dostaneš, jakmile vyložíš.
       *[other] { $count } karet, které ti připadly s balíčkem, tu čeká na tvoje vyložení: do ruky je dostaneš, jakmile vyložíš.
    }
# Jedna z nich, pro čtečky obrazovky: $card je její název.
hell-waiting-card = { $card }, čeká na tvoje vyložení
hell-staged-value = Tvoje první vyložení: { $value } z potřebných { $minimum }
hell-staging-help = Vyber karty jedné hodnoty (tři nebo víc, nebo dvě a divokou kartu) a stiskni „Vyložit vybrané karty“; každá skupina se zkontroluje, jakmile ji připravíš.
hell-my-hand = Tvoje ruka: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }; { $taken ->
        [yes] nohu už máš
       *[no] čeká na tebe noha s { $foot ->
            [one] { $foot } kartou
           *[other] { $foot } kartami
        }
    }
# Skupina v ruce, pro čtečky obrazovky: $group jako u hell-cards.
hell-hand-label = { $group ->
        [four] Čtyřky
        [five] Pětky
        [six] Šestky
        [seven] Sedmy
        [eight] Osmy
        [nine] Devítky
        [ten] Desítky
        [jack] Kluci
        [queen] Dámy
        [king] Králové
        [ace] Esa
        [joker] Žolíci
        [two] Dvojky
        [red-three] Červené trojky
       *[black-three] Černé trojky
    }, v ruce { $held }, vybráno { $picked }
# Tlačítka; písmeno v závorce je klávesa.
hell-button-draw = Dobrat dvě (D)
hell-button-take = Vzít balíček (P)
# $jokers: kolik ze dvou divokých karet, kterými se bere divoká vrchní karta, jsou žolíci.
hell-button-take-with = Vzít balíček { $jokers ->
        [0] dvěma dvojkami
        [1] žolíkem a dvojkou
       *[other] dvěma žolíky
    }
hell-button-foot = Vzít si nohu (F)
hell-button-meld = Vyložit vybrané karty (M)
hell-button-lay-down = Vyložit na stůl (L)
hell-button-take-back = Vzít zpět (T)
hell-take-back-hover = Vrátí karty vyložené v tomto tahu do ruky (zpět k dobrání)
# $cards: jediná vybraná karta v akuzativu („sedmu“).
hell-button-discard-card = Odhodit { $cards } (X)
hell-button-discard = Odhodit (X)
hell-button-end = Ukončit tah (E)
hell-button-clear = Zrušit výběr (Esc)
hell-picked = Vybráno: { $cards }. { $count ->
        [one] Klikni na sadu svého týmu a přidej ji do ní, nebo ji odhoď.
       *[other] Vylož je jako sady, klikni na sadu svého týmu a přidej je do ní, nebo odhoď jednu kartu.
    }
hell-pick-help = Kliknutím na kartu v ruce (nebo stiskem čísla na ní, nebo když na ni přejdeš šipkami a stiskneš Enter) vybereš jeden kus, dalším kliknutím další; dvojklik, pravé tlačítko nebo Shift s číslem či s Enterem vybere všechny kusy.
hell-may-go-out = Tvůj tým má pět povinných sad: můžeš jít ven vyložením nebo odhozením své poslední karty.
# $books: chybějící sady z hell-missing-book.
hell-going-out-needs = Jít ven: tvůj tým ještě potřebuje { $books }.
# Proč vybrané karty nejde vyložit tak, jak si hráč přeje.
hell-pick-meld-first = Nejdřív vyber karty k vyložení: klikni na ně v ruce
hell-threes-never = Trojky se nikdy nevykládají: { $count ->
        [one] trojka smí
       *[other] trojky smějí
    } jen na odhazovací balíček
# $kind a $kind_gen: karty sady (nominativ, genitiv); $other: vybrané karty jiné hodnoty
# (akuzativ).
hell-only-kind = Do sady { $kind_gen } patří jen { $kind } a divoké karty; { $other } odeber z výběru, nebo je vylož zvlášť
hell-wild-book-three = Sada divokých karet se zakládá třemi divokými kartami; vyber jich víc, nebo vyber i přirozené karty, ke kterým se přidají
hell-two-need-wild = Dvě karty na založení sady { $kind } nestačí: vyber k nim dvojku nebo žolíka, nebo třetí kartu
hell-new-book-three = Nová sada potřebuje tři karty, z toho aspoň dvě přirozené; vybráno: { $cards }
# Odmítnutí podle pravidel; pokračují i za názvem tlačítka („Odhodit sedmu: sedmy se nikdy
# nesmějí odhodit“), proto bez tečky. $kind je hell-kind v genitivu.
hell-refuse-round-over = Kolo skončilo
hell-refuse-acquire-first = Nejdřív dober dvě karty, nebo vezmi odhazovací balíček
hell-refuse-already-acquired = Dobírat nebo brát odhazovací balíček se smí jen jednou za tah
hell-refuse-pile-empty = Odhazovací balíček je prázdný
hell-refuse-pile-frozen = Odhazovací balíček je zmrazený: navrchu leží trojka
hell-refuse-take-wild = Na vzetí divoké karty potřebuješ v ruce dvě divoké karty
# $have: karty té hodnoty v ruce (0 nebo 1); $one: jedna z nich.
hell-refuse-take-pair = Na vzetí odhazovacího balíčku potřebuješ v ruce pár { $kind }; { $have ->
        [0] nemáš žádnou takovou kartu
       *[other] máš jen jednu takovou kartu
    }
hell-refuse-take-jokers = Divoká karta navrchu se bere dvěma divokými kartami z ruky; chceš ji vzít { $jokers ->
        [0] dvěma dvojkami
        [1] žolíkem a dvojkou
       *[other] dvěma žolíky
    }, ale máš { $have_jokers ->
        [one] { $have_jokers } žolíka
        [few] { $have_jokers } žolíky
       *[other] { $have_jokers } žolíků
    } a { $have_twos ->
        [one] { $have_twos } dvojku
        [few] { $have_twos } dvojky
       *[other] { $have_twos } dvojek
    }
# $card: vrchní karta jako jedna karta své hodnoty v nominativu („dáma“).
hell-refuse-take-natural-top = Navrchu leží { $card }: taková karta se bere dvěma přirozenými kartami stejné hodnoty, ne divokými
hell-refuse-take-book-full = Sada { $kind } tvého týmu má { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }: se třemi dalšími by jich měla { $total }
hell-refuse-close-permission = V tomto kole už máš jednu sadu uzavřenou: než uzavřeš další, musí každý z tvých partnerů uzavřít jednu
hell-refuse-take-meld-minimum = Tvůj tým ještě nemá první vyložení: nejlepší vyložení s vrchní kartou a tvou rukou dá { $best } z potřebných { $minimum }
hell-refuse-take-meld-one-close = Tvůj tým ještě nemá první vyložení: vrchní karta a tvá ruka dají { $minimum } jen se dvěma uzavřenými sadami, ale první vyložení smí uzavřít jen jednu; nejlepší vyložení dá { $best } z potřebných { $minimum }
# $piece je natural (karty $kind), joker nebo two.
hell-refuse-not-enough = Nemáš v ruce dost { $piece ->
        [joker] žolíků
        [two] dvojek
       *[natural] { $kind }
    }
hell-refuse-too-many = Sada má nejvýš sedm karet; takhle by jich měla { $total }
hell-refuse-wild-only = Do sady divokých karet patří jen žolíci a dvojky
hell-refuse-sevens-no-wild = Do sady sedem nepatří divoké karty: žolíci a dvojky do ní nikdy nejdou
# $rank: samotná hodnota sady v akuzativu.
hell-refuse-more-naturals = Špinavá sada potřebuje víc přirozených karet než divokých: než přidáš další divokou kartu, přidej další { $rank }
hell-refuse-composition = Taková sada by porušila pravidlo o složení sady
# $place je staged (připravované první vyložení) nebo table (sady týmu na stole).
hell-refuse-book-exists = { $place ->
        [staged] Skupinu { $kind } už máš připravenou: přidávej do ní
       *[table] Tvůj tým už má neuzavřenou sadu { $kind }: přidávej do ní
    }
hell-refuse-no-book = { $place ->
        [staged] Nemáš připravenou skupinu { $kind }: založ ji třemi kartami
       *[table] Tvůj tým nemá neuzavřenou sadu { $kind }: založ ji třemi kartami
    }
hell-refuse-meld-minimum = První vyložení musí mít v { $round }. kole hodnotu aspoň { $minimum }; tyto karty dají { $value }
hell-refuse-meld-out-of-reach = Pak by první vyložení mělo nejvýš { $best }, méně než potřebných { $minimum }
hell-refuse-meld-out-of-reach-one-close = Pak by první vyložení mělo nejvýš { $best }, méně než potřebných { $minimum }: { $minimum } by vyžadovalo dvě uzavřené sady, ale první vyložení smí uzavřít jen jednu
hell-refuse-nothing-staged = Pro první vyložení nejsou připravené žádné karty
hell-refuse-pickup-stays = Po vzetí odhazovacího balíčku musíš dokončit první vyložení s připravenými kartami
hell-refuse-lay-down-first = Než odhodíš, polož připravené vyložení na stůl, nebo ho vezmi zpět
hell-refuse-pickup-meld-first = Po vzetí odhazovacího balíčku nejdřív polož na stůl své první vyložení
hell-refuse-no-sevens = Sedmy se nikdy nesmějí odhodit
# $books: chybějící sady z hell-missing-book.
hell-refuse-going-out = Ven ještě jít nemůžeš: tvůj tým ještě potřebuje { $books }; nech si kartu
hell-refuse-keep-a-card = Tvůj tým ještě potřebuje { $books }, než smíš jít ven, takže si nech kartu na odhození
hell-refuse-must-discard = Tah ukončíš odhozením karty
hell-refuse-finish-going-out = Tvá poslední karta uzavře poslední sadu, kterou tvůj tým potřebuje: vylož ji a jdi ven
hell-refuse-foot-automatic = Nohu dostaneš automaticky, jakmile to pravidla dovolí
hell-refuse-foot-taken = Nohu už máš v ruce
hell-refuse-foot-not-now = Nohu si smíš vzít, až když vyprázdníš ruku nebo uzavřeš sadu
# Souhrn kola a zápis bodů.
hell-round-over = Kolo { $number } skončilo
hell-next-round = Další kolo
hell-round-total = Celkem za kolo
# Položka výsledku: $item je closed-books, book-bonuses, unfinished-books, cards-left,
# missing-sevens, missing-wild, missing-clean, missing-dirty nebo went-out.
hell-item = { $item ->
        [closed-books] Uzavřené sady (hodnoty karet)
        [book-bonuses] Bonusy za sady
        [unfinished-books] Neuzavřené sady
        [cards-left] Karty zbylé v rukou a nohách
        [missing-sevens] Chybějící sada sedem
        [missing-wild] Chybějící sada divokých karet
        [missing-clean] Chybějící čistá sada
        [missing-dirty] Chybějící špinavé sady
        [went-out] Jít ven
       *[other] Ostatní
    }
hell-nothing = nic
hell-sheet-round = Kolo { $number }
hell-sheet-empty = Zatím neskončilo žádné kolo.
# Kolo v přehrávání z historie.
hell-dealt-line = { $who }: { $cards }; noha s { $count ->
        [one] { $count } kartou
       *[other] { $count } kartami
    }
hell-replay-deal = Rozdání: každý má 13 karet a nohu s 11 kartami; { $person ->
        [you] začínáš
       *[other] začíná { $who }
    }.
hell-replay-foot = { $taken ->
        [yes] nohu už má
       *[no] noha s { $count ->
            [one] { $count } kartou
           *[other] { $count } kartami
        }
    }
hell-replay-pile = Odhazovací balíček
hell-replay-pile-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }, navrchu { $card }
hell-pile-empty = prázdný
# $kind: hell-kind v nominativu.
hell-replay-open-book = { $kind } { $count }/{ $size }
# $book: hell-book-name v nominativu.
hell-replay-closed = uzavřená { $book }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }

## Společné obrazovky: název hry, její popis a jak se jmenují její rozdání
sevens-from-hell-title = Pekelné sedmy
sevens-from-hell-blurb = Partnerská vykládací hra pro 4 nebo 6 hráčů se šesti balíčky: sady po sedmi kartách, divoké dvojky a žolíci, ruka a noha, čtyři kola.
sevens-from-hell-hand-label = kolo { $number }
# Slova příkazové řádky: jedno rozdání, jak mu hra říká, více rozdání a co počítají body rozdání.
sevens-from-hell-hand-word = kolo
sevens-from-hell-hands-word = kola
sevens-from-hell-points-word = body
sevens-from-hell-stats-hands-played = Odehraná kola
sevens-from-hell-stats-hands-won = Vyhraná kola
sevens-from-hell-stats-hands-lost = Prohraná kola
sevens-from-hell-stats-hands-tied = Kola nerozhodně
sevens-from-hell-stats-hands-with-hints = Kola hraná s nápovědou
sevens-from-hell-stats-hands-with-undo = Kola hraná s vracením tahů
sevens-from-hell-stats-average-points = Průměr bodů na kolo
sevens-from-hell-stats-points-chart = Body za kolo, počet kol
sevens-from-hell-stats-best-hand = Nejlepší kolo
sevens-from-hell-stats-best-hand-text = body za kolo { $game_points }
sevens-from-hell-hand-count =
    { $count ->
            [one] { $count } kolo
            [few] { $count } kola
           *[other] { $count } kol
        }
sevens-from-hell-history-hands = Kola:
