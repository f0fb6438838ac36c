# Sevenfold česky. Překlad souboru en.ftl: stejná id, stejné proměnné.

## Karty

# Hodnota karty v pádu $case (nom, acc, gen, ins); .gender určuje tvar barvy.
rank-word = { $rank ->
        [two] { $case ->
           *[nom] dvojka
            [acc] dvojku
            [gen] dvojky
            [ins] dvojkou
        }
        [three] { $case ->
           *[nom] trojka
            [acc] trojku
            [gen] trojky
            [ins] trojkou
        }
        [four] { $case ->
           *[nom] čtyřka
            [acc] čtyřku
            [gen] čtyřky
            [ins] čtyřkou
        }
        [five] { $case ->
           *[nom] pětka
            [acc] pětku
            [gen] pětky
            [ins] pětkou
        }
        [six] { $case ->
           *[nom] šestka
            [acc] šestku
            [gen] šestky
            [ins] šestkou
        }
        [seven] { $case ->
           *[nom] sedma
            [acc] sedmu
            [gen] sedmy
            [ins] sedmou
        }
        [eight] { $case ->
           *[nom] osma
            [acc] osmu
            [gen] osmy
            [ins] osmou
        }
        [nine] { $case ->
           *[nom] devítka
            [acc] devítku
            [gen] devítky
            [ins] devítkou
        }
        [ten] { $case ->
           *[nom] desítka
            [acc] desítku
            [gen] desítky
            [ins] desítkou
        }
        [jack] { $pack ->
            [german] { $case ->
               *[nom] spodek
                [acc] spodka
                [gen] spodka
                [ins] spodkem
            }
           *[french] { $case ->
               *[nom] kluk
                [acc] kluka
                [gen] kluka
                [ins] klukem
            }
        }
        [queen] { $pack ->
            [german] { $case ->
               *[nom] svršek
                [acc] svrška
                [gen] svrška
                [ins] svrškem
            }
           *[french] { $case ->
               *[nom] dáma
                [acc] dámu
                [gen] dámy
                [ins] dámou
            }
        }
        [king] { $case ->
           *[nom] král
            [acc] krále
            [gen] krále
            [ins] králem
        }
       *[ace] { $case ->
           *[nom] eso
            [acc] eso
            [gen] esa
            [ins] esem
        }
    }
    .gender = { $rank ->
        [jack] { $pack ->
            [german] m
           *[french] m
        }
        [queen] { $pack ->
            [german] m
           *[french] f
        }
        [king] m
        [ace] n
       *[other] f
    }
# Barva jako přídavné jméno shodné s hodnotou ($gender m, f, n) v pádu $case.
card-suit = { $pack ->
        [german] { $suit ->
            [clubs] žaludsk
            [diamonds] kulov
            [hearts] červen
           *[spades] zelen
        }
       *[french] { $suit ->
            [clubs] křížov
            [diamonds] károv
            [hearts] srdcov
           *[spades] pikov
        }
    }{ $gender ->
        [m] { $case ->
           *[nom] ý
            [acc] ého
            [gen] ého
            [ins] ým
        }
        [f] { $case ->
           *[nom] á
            [acc] ou
            [gen] é
            [ins] ou
        }
       *[n] { $case ->
           *[nom] é
            [acc] é
            [gen] ého
            [ins] ým
        }
    }
card-name = { $suit } { $rank }
joker-word = { $case ->
       *[nom] žolík
        [acc] žolíka
        [gen] žolíka
        [ins] žolíkem
    }
suit-name = { $pack ->
        [german] { $suit ->
            [clubs] žaludy
            [diamonds] kule
            [hearts] srdce
           *[spades] listy
        }
       *[french] { $suit ->
            [clubs] kříže
            [diamonds] káry
            [hearts] srdce
           *[spades] piky
        }
    }
card-count = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }

## Místa a lidé

# Osoba na začátku věty a uvnitř věty.
you-start = Ty
you-inside = ty
# Místo u stolu podle světové strany; $seat je north, east, south, west, north_east,
# south_east, south_west nebo north_west.
seat-compass = { $seat ->
        [north] Sever
        [east] Východ
        [south] Jih
        [west] Západ
        [north_east] Severovýchod
        [south_east] Jihovýchod
        [south_west] Jihozápad
       *[north_west] Severozápad
    }

## Nabídka

menu-games = Hry
menu-new-game = Nová hra
menu-table = Stůl
menu-learn = Výuka
menu-back-to-match = Zpět k tvému zápasu
menu-history = Historie
menu-statistics = Statistiky
menu-settings = Nastavení
menu-rules = Pravidla
menu-score-sheet = Zápis bodů
menu-match = Zápas
menu-practise = Zahrát si toto rozdání znovu
menu-give-up = Vzdát zápas…
menu-leave = Opustit zápas…
menu-language = Jazyk
# Volba jazyka podle systému; $language je jazyk, který z toho vychází.
language-system = Podle systému ({ $language })

## Tlačítka společná více obrazovkám

button-cancel = Zrušit
button-dismiss = Zavřít
button-give-up = Vzdát
button-leave-match = Opustit zápas
button-reset-stats = Vynulovat statistiky
button-resume = Pokračovat
button-leave-it = Nechat být
button-start-new-game = Začít novou hru
button-use-next-game = Použít od příští hry

## Otázky, než něco skončí

dialog-new-game = Začít novou hru?
dialog-new-game-text = Právě se hraje zápas. Nová hra ho ukončí; v historii zůstane jako nedohraný.
dialog-settings-change-game = Tato nastavení mění hru
dialog-settings-change-game-text = Zápas se hraje podle starých pravidel. Začít hned novou hru s novým nastavením, nebo hrát dál a použít je od příští hry?
dialog-reset-stats = Vynulovat statistiky?
dialog-reset-stats-text = Statistiky začnou znovu od nuly. Historie zápasů zůstane a dnešní čísla také, v záložním souboru ve složce s daty.
dialog-give-up = Vzdát zápas?
# $side: kdo se vzdává („ty“, „ty a Sever“, „Anna“), v 1. pádě.
dialog-give-up-text = Zápas teď skončí a počítá se jako prohraný pro: { $side }; v historii zůstane s dosud dohranými rozdáními.
dialog-leave = Opustit zápas?
dialog-leave-text = Zápas teď skončí nedohraný; v historii zůstane jako nedohraný a nepočítá se ani jako výhra, ani jako prohra.
dialog-resume = Pokračovat v posledním zápase?
# $hand je „rozdání 3“ nebo „kolo 2“; $dealer_person je you nebo other; $turn je jedna ze zpráv
# resume-turn; $score stav stran.
dialog-resume-text = Když se Sevenfold zavřel, hrál se zápas: { $game } ({ $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, { $goal }). Zastavil se v průběhu: { $hand } (rozdávající: { $dealer_person ->
        [you] ty
       *[other] { $dealer }
    }); { $turn }. Stav: { $score }.
resume-turn-yours = na tahu jsi ty
resume-turn-of = na tahu je { $name }
resume-turn-over = zápas už skončil
dialog-resume-question = Pokračovat tam, kde se zastavil, nebo ho nechat být? Zápas, který necháš být, zůstane v historii jako nedohraný.

## Upozornění z úložiště

warn-note = Poznámka:
warn-nothing-saved = Nic se nebude ukládat (nastavení, hry, historie): { $error }
warn-replay-failed = Toto rozdání nelze přehrát na stole: { $error }
warn-no-lesson = Lekce '{ $id }' v této verzi není.
warn-lesson-failed = Lekci „{ $lesson }“ nelze otevřít: { $error }
no-game-played = Žádná hra neprobíhá.
no-hand-replayed = Žádné rozdání se nepřehrává.

## Úvodní stránka

start-tagline = Karetní hry postavené kolem sedmy
start-learn = Naučit se hrát
start-learn-hover = Krátké lekce na skutečných rozdáních, vždy jedna myšlenka
# Složku s daty má jiné okno: k čemu je tohle.
shared-heading = Sevenfold už je otevřený v jiném okně
shared-text = Zápasy hraj tam: zápasy, historii, statistiky a nastavení si pamatuje jen jedno okno. Tady si můžeš číst pravidla, projít lekce a cvičné úlohy a prohlížet historii a statistiky.
shared-take-over = Používat raději tohle okno
shared-take-over-hover = Až druhé okno zavřeš, bude si zápasy, historii a nastavení pamatovat tohle okno
shared-still-open = Sevenfold je v druhém okně pořád otevřený: nejdřív ho zavři a pak to zkus znovu.
shared-no-change = Sevenfold je otevřený v jiném okně: tuhle změnu udělej tam.
shared-play-hover = Zápasy se hrají v druhém okně
shared-settings-note = Sevenfold je otevřený v jiném okně a nastavení si pamatuje tamto okno: změny udělané tady platí jen do zavření tohoto okna.
start-back-to-table = Zpět ke stolu
start-play = Hrát: { $game }
start-quit = Ukončit

## Stránka nové hry

setup-heading = Nová hra:
setup-variants-none = Varianty: žádné (standardní pravidla)
setup-variants = Varianty: { $variants }
setup-variants-header = Varianty a možnosti bodování
setup-start = Začít hru
options-players = Hráči
options-players-two = 2 – proti sobě
options-players-three = 3 – každý sám za sebe
options-players-four = 4 – partneři sedí naproti sobě

## Hráči

welcome-title = Vítej v Sevenfoldu
welcome-question = Jak se jmenuješ? Pod tímto jménem se ukládá tvoje historie a statistiky.
welcome-your-name = Tvoje jméno:
welcome-save = Uložit jméno
seats-who-plays = Kdo hraje
seats-computer = Počítač ({ $level })
seats-team = Tým { $number }
seats-hot-seat-hint = U této obrazovky hraje víc lidí: mezi tahy zakryje karty clona, dokud další hráč kliknutím nepotvrdí, že může hrát.
seats-undo-agreed = Všichni souhlasí, že rozhodnutí lze vzít zpět (Zpět)
profiles-heading = Kdo tu hraje
profiles-hint = Každý má vlastní historii a statistiky. Přejmenování je zachová; po sloučení dvou hráčů se zápasy prvního od teď počítají jako zápasy druhého.
profiles-name-of = Jméno hráče { $name }:
profiles-rename = Přejmenovat hráče { $name }
profiles-choose = vyber
profiles-merge = Sloučit
profiles-merge-into = do
profiles-merge-button = Sloučit hráče
profiles-new-player = Nový hráč:
profiles-name-hint = Jméno
profiles-add = Přidat hráče
profile-renamed = Uloženo: nové jméno je { $name }.
profile-added = Přidáno: { $name }. V nové hře vyber toto jméno pro některé místo u stolu.
profile-merged = Zápasy hráče { $from } se nyní počítají jako zápasy hráče { $into }.

## Počítačoví soupeři

level-easy = Lehký
level-normal = Normální
level-expert = Expert
level-easy-describe = hraje jako začátečník, podle osvědčených pouček a s chybami začátečníka
level-normal-describe = hraje rozumně podle osvědčených pouček, bez chyb začátečníka
# Co dělá úroveň Expert; v některých hrách dělá víc než jen hledání.
level-expert-describe = před každým tahem zkouší své možnosti na mnoha možných rozdáních; v Sedmě navíc čte, co hra ostatních prozrazuje o jejich kartách, čeká rozumné odpovědi, dokud jejich hra vypadá rozumně, a jakmile ve hře dvou hráčů dojde balíček, hraje dokonale, nebo když rozdání nezachrání ani nejlepší hra, volí cestu, ve které rozumný soupeř chybuje

## Stránka nastavení

settings-intro = Jazyk, velikost textu a karet, vzhled stolu, rychlost animací a počítačoví soupeři se po použití změní hned, i v rozehraném zápase. Herní možnosti platí od příští hry; pokud se hraje zápas, nejdřív se zeptáme.
settings-apply = Použít
settings-language = Jazyk
settings-language-hint = Jazyk se změní hned. Volba Podle systému použije jazyk, na který je nastaven tvůj počítač, pokud ho Sevenfold umí, a jinak angličtinu.
settings-size = Velikost textu a karet
settings-size-fit = Přizpůsobit oknu
percent-value = { $percent } %
settings-size-hint = Přizpůsobit oknu zvětší text i karty ve velkém okně. Ctrl+plus a Ctrl+minus mění velikost kdykoli, Ctrl+0 ji vrátí na 100 %.
settings-contrast = Kontrast
settings-high-contrast = Vysoký kontrast: bílý text na černém pozadí, s výraznými obrysy
settings-table = Stůl
settings-cloth = Sukno:
settings-backs = Rubové strany karet:
look-cloth-green = Zelené
look-cloth-blue = Modré
look-cloth-burgundy = Vínové
look-cloth-grey = Šedé
look-back-red = Červené
look-back-blue = Modré
look-back-green = Zelené
look-back-black = Černé
# Náhled, jak ho pojmenuje čtečka obrazovky: „Modré sukno, černé rubové strany karet“.
settings-look-preview = { $cloth } sukno, { $back } rubové strany karet, kárová desítka a křížový král { $four ->
        [yes] ve čtyřech barvách
       *[no] ve dvou barvách
    }
settings-four-colours = Čtyřbarevné francouzské karty: káry modré, kříže zelené
settings-four-colours-hint = Žádné dvě barvy pak nemají stejný odstín. Německé karty jsou čtyřbarevné už samy.
settings-speed = Rychlost animací
speed-instant = Okamžitá
speed-fast = Rychlá
speed-normal = Normální
speed-slow = Pomalá
settings-speed-hint = Okamžitá přeskočí všechny animace i pauzy.
settings-bots = Počítačoví soupeři
settings-bots-hint = { $level }: { $describe }.
settings-cannot-start = Nelze začít: { $problem }
settings-game-problem = { $game }: { $problem }

## Výuka

learn-intro = Každá lekce je skutečné rozdání s jednou myšlenkou: stůl ukazuje, co udělat a proč, a ostatní hráči hrají podle lekce. Každá zabere pár minut.
learn-section = { $title } – hotovo { $done } z { $total }
learn-puzzles = { $game }: cvičné úlohy
learn-puzzles-intro = Koncovky, ve kterých jsou známé všechny karty a nejvíc bodů udrží jediný tah. Po tvém pokusu ukáže přesný řešitel svůj postup.
learn-puzzle-done = { $title } (hotovo)
learn-done = Hotovo

## Statistiky

stats-reset = Vynulovat statistiky…
stats-chart-results-title = Vyhrané zápasy z posledních { $window }, v %
stats-chart-results-line = Podíl vyhraných zápasů
stats-chart-results-point = Po zápase { $number }: { $percent } %
stats-chart-results = Graf podílu vyhraných zápasů z posledních { $window } zápasů, po každém zápase: { $shares } %.
stats-chart-points-bar = { $range }: { $hands }
stats-chart-points = { $what }, graf: { $counts }.
stats-chart-range = { $low } až { $high }
stats-chart-against-title = Výhry podle obsazení stolu, v %
stats-chart-against-bar = { $against }: { $won } z { $matches }
stats-chart-against = Graf vyhraných zápasů podle obsazení stolu: { $each }.
stats-against-level = Počítače ({ $level })
stats-against-mixed = Počítače různých úrovní
stats-against-people = Lidé
stats-against-people-and-computers = Lidé a počítače
stats-with-partner = { $against }, { $partner ->
        [person] se spoluhráčem člověkem
       *[computer] se spoluhráčem počítačem
    }
stats-show-game = Ukázat:
stats-all-games = Všechny hry
stats-show-period = Počítat:
stats-period = { $period ->
        [year] posledních 12 měsíců
        [month] posledních 30 dní
        [week] posledních 7 dní
       *[all] všechny zápasy
    }
stats-player = Hráč:
stats-counted-since = Počítají se zápasy dohrané od posledního vynulování ({ $since }). Historie zůstává celá.
stats-counted-all = Počítají se všechny zápasy hráče { $name }; zápasy, které zůstaly nedohrané, se počítají zvlášť a vzdané zápasy jako prohrané.
stats-none-yet = Zatím tu nejsou žádné dohrané zápasy hráče { $name }.
stats-standard-rules = standardní pravidla
# Skupina zápasů: „Sedma, 2 hráči, osmová“.
stats-group = { $game }, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, { $variants }
stats-matches-played = Odehrané zápasy
stats-matches-won = Vyhrané zápasy
stats-matches-lost = Prohrané zápasy
stats-matches-abandoned = Nedohrané zápasy
stats-matches-given-up = Vzdané zápasy
stats-win-rate = Podíl výher
stats-longest-streak = Nejdelší série výher
stats-best-hand-where =
    { $what }
    { $hand }
stats-best-hand-when =
    { $what }
    { $hand } zápasu dohraného { $finished }

## U stolu: kdo co udělal
# $person je "you" (člověk u okna) nebo "other" (místo jménem $who); u strany "you" sám,
# "you-and" se spoluhráči, "one" jiné místo nebo "many" (spoluhráči, $who).

list-and = { $first } a { $last }
list-amp = { $first } a { $last }
match-won = { $person ->
        [you] Vyhráváš zápas
        [you-and] { $who } vyhráváte zápas
        [one] { $who } vyhrává zápas
       *[many] { $who } vyhrávají zápas
    }
match-shared = Dělené vítězství: { $who }
table-dealing = Rozdává se…
table-drawing = Dobírá se z balíčku…
table-hand-over = Rozdání skončilo.
table-thinking = { $who } přemýšlí…
table-match-over = Konec zápasu: { $won } ({ $totals })
table-plays = { $person ->
        [you] Hraješ
       *[other] { $who } hraje
    } { $card }.
refuse-not-in-hand = Tu kartu nemáš v ruce.
refuse-hand-over = Rozdání skončilo.

## Pruhy, jmenovky, balíčky a souhrny u stolu
strip-hand = Rozdání { $number }
strip-match = Zápas: { $totals }, { $goal }
strip-last-trick = Poslední štych (L)
strip-last-trick-hover = Ukáže poslední štych, který byl v tomto rozdání vzat
last-trick-heading = Poslední štych
table-stock = Balíček: { $count }
# Štítek místa, jak ho čte čtečka obrazovky: $name a co štítek říká pod jménem.
seat-plate = { $name }: { $detail }
plate-cards-dealer = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } · rozdává
table-refused-hint = Tuto kartu teď nelze zahrát: klikni na ni a dozvíš se proč
trick-card-label = { $card }, { $person ->
        [you] tvoje karta
       *[other] hraje { $who }
    }{ $winning ->
        [yes] , vede
       *[no] {""}
    }
trick-winning-tag = vede
# Ruka s kartami lícem dolů: čí ($who, $person) a kolik karet ($count).
hand-face-down = { $person ->
        [you] Tvoje ruka
       *[other] Ruka hráče { $who }
    }: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } lícem dolů
open-hand-card = { $card }, { $person ->
        [you] v tvé ruce
       *[other] v ruce hráče { $who }
    }
summary-hand-over = Rozdání { $number } skončilo
summary-match = Zápas: { $totals } ({ $goal })
summary-match-won = { $won }!
summary-next-hand = Další rozdání
summary-lesson-goes-on = Lekce pokračuje v panelu vpravo.
summary-show-sheet = Ukázat zápis bodů
summary-review = Rozbor mé hry
summary-review-hover = Rozbor projde každé tvé rozhodnutí v tomto rozdání podle toho, co bylo tehdy vidět, porovná ho s tahem, který radí nápověda, a řekne, která stála body
button-close = Zavřít

## Zápisy bodů a přehrávání
sheet-goal = Cíl: { $goal }
sheet-match = Zápas: { $totals }
sheet-winner = Vítěz zápasu: { $who }
# Grafy zápisu bodů. $side je strana („Ty a Sever“), $hand rozdání („Rozdání 3“).
chart-side-totals = { $side }: { $totals }
chart-score = Graf stavu zápasu: { $lines }.
chart-score-target = Graf stavu zápasu: { $lines }. Zápas vyhraje, kdo první dosáhne { $target }.
chart-start = Začátek
chart-at-hand = { $hand }: { $totals }
chart-target = Cíl { $target }
chart-now = Právě se hraje
chart-bar = { $hand }, { $side }
chart-bars-order = V každém kole sloupce zleva doprava: { $sides }
chart-item = { $item } { $points }
chart-no-items = nic
chart-hand-items = { $hand }: { $sides }
chart-items = Graf bodových položek každého kola: { $hands }.
date-time = { $day }. { $month }. { $year } { $hour }:{ $minute }
sheet-shared-win = { $who } (dělené vítězství)
sheet-score = Stav: { $totals }
sheet-no-points = žádné body
sheet-result = { $gains } ({ $why })
sheet-empty-hands = Zatím neskončilo žádné rozdání.
replay-hand-over = Konec rozdání: { $why }
replay-next = Na tahu: { $who }
replay-stock = Balíček

## Lišta akcí v Sedmě
history-sheet-empty = V tomto zápase neskončilo žádné rozdání.
## Stránka historie
history-heading = Historie zápasů
history-show = Zobrazit:
history-all-games = Všechny hry
history-player = Hráč:
history-everyone = Všichni
history-none-yet = Zatím žádné dohrané zápasy. Zápasy se tu objeví, až skončí.
history-newest-first = Nejnovější nahoře. Otevři zápas a uvidíš jeho zápis bodů a přehraješ si jeho rozdání.
history-page = Zápasy { $first }–{ $last } z { $total }
history-newer = Novější zápasy
history-older = Starší zápasy
history-importing = Historie ze starších verzí se převádí do databáze: { $done } z { $total } souborů. Seznamy a čísla přibývají, jak se převádí.
# $when: kdy zápas skončil; $error: co je s ním špatně; $file: název jeho souboru.
history-cannot-replay = Zápas z { $when } nejde přehrát: { $error }. Jeho soubor ({ $file }) možná někdo upravil ručně.
# $game: název hry; $players: počet hráčů u stolu.
history-match-title = { $game }, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }
# $variants: názvy variant oddělené čárkami.
history-match-title-variants = { $game } ({ $variants }), { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }
# Zápas v seznamu: $when skončil, jeho $title (history-match-title), kolik bylo rozdání $hands
# (hand-count) a jeho výsledek $result.
history-row = { $when } · { $title } · { $hands } · { $result }
history-back = Zpět na seznam
# $abandoned: yes, když zápas zůstal nedohraný; $when: kdy; $result: jak skončil.
history-ended = { $abandoned ->
        [yes] Nedohráno
       *[no] Dohráno
    } { $when }: { $result }
# $hand: hand-label s velkým písmenem („Rozdání 3“).
history-hand-undone = { $hand } (hráno s vracením tahů)
# $hand: hand-label („rozdání 3“).
history-watch = Sledovat { $hand } u stolu
history-watch-hover = Projdi ho tah po tahu u stolu té hry, z kteréhokoli místa nebo se všemi kartami odkrytými
history-copy-record = Kopírovat záznam rozdání
history-copy-record-hover = Rozdané karty, každý tah a výsledek jako prostý text
history-record-copied = Záznam rozdání je zkopírovaný: vlož ho do zprávy.
history-copy-scenario = Kopírovat jako soubor scénáře
history-copy-scenario-hover = Rozdání jako scénář pro `sevenfold replay`, s jeho výsledkem jako očekávaným
history-scenario-copied = Scénář je zkopírovaný: vlož ho do souboru s příponou .ron.
history-copy-failed = Nic se nezkopírovalo: { $error }
history-review = Rozebrat mou hru v tomto rozdání
history-review-hover = Rozbor projde každé tvé rozhodnutí z toho, co bylo tehdy vidět, porovná ho s tahem, který radí nápověda, a řekne, která stála body
history-previous-move = Předchozí tah
history-next-move = Další tah
history-move-of = Tah { $step } z { $total }
history-keys = (šipky doleva a doprava krokují, Home a End skáčou)
replay-trick = Štych
replay-no-cards = žádné karty
# Záznam rozdání jako prostý text, který se dá vložit do zprávy.
record-title = Záznam rozdání ze Sevenfold
# $title: history-match-title; $when: kdy zápas skončil; $hand: hand-label; $hands: kolik jich bylo.
record-heading = { $title } · zápas z { $when } · { $hand } z { $hands }
# Kdo rozdával ($person: you nebo other).
record-dealer = { $person ->
        [you] Rozdáváš ty.
       *[other] Rozdává { $who }.
    }
record-deal = Rozdané karty
record-play = Hra
record-result = Výsledek
record-score-after = Skóre potom: { $totals }
# $hand: hand-label.
record-no-such-hand = { $hand } v tomto zápase není
record-no-score = rozdání nemá skóre

## Rám stolu: nápovědy, vracení tahů, lekce, přehrávání, trénink
table-hint = Nápověda (H)
table-hint-hover = Dobrý tah v této chvíli a proč je dobrý
table-hint-thinking = Přemýšlím o tvém tahu.
table-undo = Zpět (Ctrl+Z)
table-undo-hover = Vezme zpět tvé poslední rozhodnutí a odpovědi ostatních na ně
table-redo = Znovu (Ctrl+Shift+Z)
table-redo-hover = Zahraje znovu rozhodnutí vzaté zpět i odpovědi, které následovaly
table-no-review = Toto rozdání nelze rozebrat.
review-heading = Rozbor tvé hry
review-moves-counted = Tahy se počítají od rozdání, stejně jako v přehrávání v historii.
## srdcovou sedmu“) nebo „choice“ (jedna z možností, infinitiv: „zahrát srdcovou sedmu“).
hint-nothing = Tady není co radit: není o čem rozhodovat.
# $action: rada.
hint-only = Rada: { $action } – jiný tah pravidla nedovolují.
# $unit: card-points (Sedma: body za karty do konce rozdání) nebo points (All Fours: body
# z tohoto rozdání pro tvou stranu); $value: očekávané body (u All Fours s desetinnou čárkou).
hint-expected = Rada: { $action } – { $unit ->
        [card-points] do konce rozdání čekej asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } za karty
       *[points] z tohoto rozdání asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } pro tvou stranu
    }.
# $next: druhá nejlepší možnost (infinitiv); $other: co se od ní čeká.
hint-expected-against = Rada: { $action } – { $unit ->
        [card-points] do konce rozdání čekej asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } za karty; { $next } dá asi { $other }
       *[points] z tohoto rozdání asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } pro tvou stranu; { $next } dá asi { $other }
    }.
hint-expected-alike = Rada: { $action } – { $unit ->
        [card-points] do konce rozdání čekej asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } za karty
       *[points] z tohoto rozdání asi { $value } { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } pro tvou stranu
    }; { $next } je zhruba stejně dobré.
# Všechny karty jsou známé (konec rozdání v Sedmě); $points: body za karty při nejlepší hře obou stran.
hint-solved = Rada: { $action } – při nejlepší hře obou stran skončíš s { $points } { $points ->
        [one] bodem
       *[other] body
    } za karty.
hint-solved-against = Rada: { $action } – při nejlepší hře obou stran skončíš s { $points } { $points ->
        [one] bodem
       *[other] body
    } za karty; { $next } dá { $other }.
hint-solved-alike = Rada: { $action } – všechny karty už jsou známé a při nejlepší hře skončíš s { $points } { $points ->
        [one] bodem
       *[other] body
    } za karty, ať zahraješ cokoli.
hint-swindle = Rada: { $action } – při nejlepší hře obou stran je toto rozdání prohrané, ale tahle cesta ho vyhraje, pokud soupeř odpoví, jak by odpověděl rozumný hráč.
# Pravidlo od oka ve hře Sevens from Hell: $why je jedna ze zpráv hell-why.
hint-rule = Rada: { $action } – { $why }.
# Částka v rozboru: $unit je card-points nebo points; $value může mít desetinnou čárku.
review-amount = { $value } { $unit ->
        [card-points] { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        } za karty
       *[points] { $value ->
            [one] bod
            [few] body
            [many] bodu
           *[other] bodů
        }
    }
review-looking = Rozbor prochází tvou hru…
review-progress = Rozbor prochází tvá rozhodnutí: { $done } z { $total }.
review-lost = Rozbor nečekaně selhal; zkus to znovu.
review-stopped = Rozbor byl zastaven.
# $number: tah (od 1), který pravidla odmítají: záznam je poškozený.
review-misfit = Toto rozdání nejde rozebrat: jeho { $number }. tah neodpovídá rozdaným kartám.
review-forced = Každý tvůj tah v tomto rozdání byl vynucený: nebylo o čem rozhodovat.
# $judged: tvá rozhodnutí, která expert prošel.
review-clean = Rozbor prošel { $judged ->
        [one] tvé jediné rozhodnutí a nezměnil by ho
        [few] tvá { $judged } rozhodnutí a nezměnil by žádné z nich
       *[other] tvých { $judged } rozhodnutí a nezměnil by žádné z nich
    }. Dobře zahráno.
# $changed z $judged rozhodnutí by rozbor změnil. Ceny se říkají jednotlivě, nesčítají se:
# každá je měřená z jiné pozice.
review-changed = Rozbor by změnil { $judged ->
        [one] tvé jediné rozhodnutí.
       *[other] { $changed ->
            [one] jedno z tvých { $judged } rozhodnutí.
           *[other] { $changed } z tvých { $judged } rozhodnutí; nejdražší je uvedené první.
        }
    }
# $decision: kolikáté rozhodnutí hráče (od 1); $step: tah počítaný od rozdání; $played a $best:
# možnosti (infinitiv).
review-finding = Tvé { $decision }. rozhodnutí (tah { $step }): { $played } stálo { $exact ->
        [yes] přesně { $cost }; lepší bylo, jak radí nápověda, { $best } (všechny karty byly známé).
       *[no] asi { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; lepší bylo, jak radí nápověda, { $best }.
    }
review-show = Ukázat
review-measure = Každá cena se měří proti tahu, který radí nápověda ze stejné pozice: o kolik méně mohla tvoje strana čekat na konci rozdání, když se obojí dohraje na stejných náhodně vybraných rozdáních; ± je 95% rozpětí a uvádějí se jen ceny, které ho převyšují.
table-match-won-again = { $won }. Hraj znovu se stejnými hráči, nebo začni novou hru.
summary-play-again = Hrát znovu
summary-play-again-hover = Nový zápas se stejnými hráči a pravidly
table-match-is-over = Zápas skončil.
undo-nothing = Teď není co vzít zpět.
undo-done = Poslední rozhodnutí je vzato zpět.
undo-done-hot-seat = Poslední rozhodnutí je vzato zpět.
redo-done = Rozhodnutí je zahráno znovu.
redo-done-hot-seat = Rozhodnutí je zahráno znovu.
refuse-match-over = Zápas skončil: chceš-li hrát znovu, začni novou hru.
refuse-summary-open = Tohle už skončilo: zavři souhrn a pokračuj.
refuse-wait-turn = Počkej: na tahu je { $who }.
refuse-cards-moving = Moment: karty se ještě pohybují.
bot-stopped = Počítačový hráč přestal fungovat; místo něj se zahrál náhodný povolený tah.
bot-illegal-move = { $who } zkusil tah, který pravidla nedovolují; místo něj se zahrál náhodný povolený tah.
lesson-move-broken = Tah lekce „{ $text }“ nelze zahrát: { $reason }
lesson-started = Lekce: { $title }
lesson-read-step = Přečti si krok v panelu lekce a pak stiskni Dál.
lesson-read-first = Přečti si krok a pak stiskni Dál.
lesson-over-say = Lekce skončila: zahraj si skutečnou hru, nebo se vrať k lekcím.
puzzle-over-say = Úloha je vyřešená: zahraj si skutečnou hru, nebo se vrať k úlohám.
lesson-kind-lesson = Lekce
lesson-kind-puzzle = Cvičná úloha
lesson-step-of = Krok { $step } z { $steps }
lesson-next = Dál
lesson-done = Výborně: lekce skončila.
puzzle-solved = Výborně: úloha je vyřešená.
lesson-remember = Co si zapamatovat:
lesson-play-real = Zahrát si skutečnou hru
lesson-restart = Začít lekci znovu
lesson-back = Zpět k lekcím
puzzle-again = Zkusit úlohu znovu
puzzle-back = Zpět k úlohám
watch-next = Na tahu: { $who }. Tlačítko Další tah (nebo šipka doprava) ukáže, co { $person ->
        [you] se stalo na tvém místě
       *[other] se stalo na místě: { $who }
    }.
watch-refuse = Tohle je přehrávání: Další tah zahraje tah, který tu byl zahrán.
watch-back = Zpět do historie
watch-title = Přehrávání: { $title }
watch-previous = Předchozí tah
watch-next-move = Další tah
watch-move-of = Tah { $done } z { $total }
watch-keys = (šipky krokují, Home a End skáčou)
watch-seen-from = Pohled:
watch-face-up = Všechny karty lícem nahoru
practice-strip = Trénink: { $hand } znovu od rozdání. Nic se tu neukládá ani nepočítá.
practice-again = Rozdat znovu
practice-back = Zpět do zápasu
cover-score = Stav: { $totals }

# Pravidla her česky, pro i18n/cs.ftl: stránka kolem pravidel a pak pravidla každé hry,
# jedna zpráva na nadpis, odstavec nebo odrážku, v pořadí, v jakém je stránka ukazuje.
# „Naše volba“ (House choice) označuje rozhodnutí této aplikace v otázkách, které tradiční
# pravidla nechávají otevřené.

## Pravidla: stránka

rules-page-heading = Jak hrát
rules-page-lessons = Uč se hrou: lekce
rules-page-house-note = Pravidla označená „Naše volba“ řeší otázky, které tradiční pravidla nechávají otevřené; takto je rozhoduje Sevenfold.
rules-page-house-tag = Naše volba
rules-page-pack = Balíček
rules-page-german = Německé karty
rules-page-french = Francouzské karty
rules-page-german-pack = Německé karty: srdce, kule, žaludy a listy; eso, král, svršek (O), spodek (U), 10, 9, 8, 7.
rules-page-french-pack = Francouzské karty: srdce, káry, kříže a piky; eso, král, dáma (Q), kluk (J), 10, 9, 8, 7.

## Výsledky v historii
history-gave-up-at = { $person ->
        [you] vzdáno za stavu
        [you-and] vzdáno za stavu
       *[other] { $who } vzdává za stavu
    } { $totals }
# Skóre v řádku historie: dvě strany jako „moje : jejich“; tři a víc jménem.
history-score-two = { $mine } : { $best }
history-score-many = ({ $totals })
history-my-result = { $how ->
        [won] výhra
        [lost] prohra
        [shared] dělené vítězství za stavu
        [gave-up] vzdáno za stavu
        [ended] ukončeno zakladatelem za stavu
       *[abandoned] nedohráno za stavu
    } { $score }
history-abandoned-at = nedohráno za stavu { $totals }
table-match-over-result = { $won } ({ $totals })

## All Fours u stolu
# $suit je slovo barvy („srdce“), $card jméno karty; $person, $dealer_person a podobné jsou
# "you" nebo "other" u místa a "you", "you-and", "one" nebo "many" u strany.

## Soubory, hráči a sdílená obrazovka
# Soubor nejde přečíst nebo zapsat; $what říká který a $error proč.
store-problem = { $what ->
        [settings-read] Nastavení nejde přečíst, takže platí výchozí a neukládá se
        [players-read] Seznam hráčů nejde přečíst
        [saved-read] Uložený zápas nejde přečíst
        [saved-resume] V uloženém zápase nejde pokračovat
        [saved-remove] Uložený zápas nejde odstranit
        [finished-record] Dohraný zápas nejde zapsat do historie
        [abandoned-record] Nedohraný zápas nejde zapsat do historie
        [given-up-record] Vzdaný zápas nejde zapsat do historie
        [players-save] Seznam hráčů nejde uložit
        [settings-save] Nastavení nejde uložit
        [match-save] Zápas nejde uložit
        [history-read] Historii nejde přečíst
        [lessons-read] Dokončené lekce nejde přečíst
        [lesson-save] Dokončení lekce nejde uložit
        [take-over] Tohle okno nemohlo převzít složku s daty
        [lock] Složku s daty nešlo zamknout, takže další okno Sevenfoldu by nevědělo, že je tohle otevřené
        [stats-read] Statistiky nejde přečíst
        [stats-export] Statistiky nejde uložit jako CSV
        [history-export] Historii nejde uložit jako CSV
        [history-import] Historii ze starších verzí se nepodařilo převést do databáze
       *[stats-reset] Statistiky nejde vynulovat
    }: { $error }
# Jak se jmenuje druh souboru, uvnitř věty o něm (1. pád).
file-kind = { $kind ->
        [settings] nastavení
        [players] seznam hráčů
        [saved] uložený zápas
        [record] záznam zápasu
        [lessons] záznam dokončených lekcí
        [stats-marker] záznam o vynulování statistik
        [history-database] databáze historie
       *[stats-backup] záloha statistik
    }
# Co bylo se souborem špatně.
file-problem-large = je větší než { $mib } MiB, což je limit pro tyto soubory
file-problem-empty = je prázdný
file-problem-not-text = není to text (chybný bajt na pozici { $offset })
# $detail: kde a co, slovy programu, který soubor čte (anglicky).
file-problem-unreadable = jeho obsah nesedí ({ $detail })
file-problem-newer = zapsala ho novější verze Sevenfoldu (formát souboru { $found }; tahle verze přečte nejvýš { $supported }); aktualizuj Sevenfold, pak ho půjde použít
file-problem-recorded = jeho zápas { $id } už v historii je
file-problem-importing = okno, které má datovou složku otevřenou, tyto soubory zápasů teprve převádí do své databáze; zápasy, které ještě převedené nejsou, chybějí
# Poškozený soubor: $file, co obsahuje ($what), co bylo špatně ($problem), kam se přesunul ($kept).
file-warning-moved = Soubor { $file } ({ $what }) nejde přečíst: { $problem }; je uschovaný jako { $kept }
file-warning-skipped = { $file }: { $problem }; soubor zůstal nedotčený a přeskočil se
file-warning-recorded = Uložený zápas { $id } se nenabídl k dohrání: historie ho už obsahuje (dřív se opustil nebo vzdal). Uložená hra je schovaná jako { $kept }
# Proč se čtení nebo zápis souboru nepovedl.
store-error-no-home = nenašla se složka pro nastavení a uložené hry (existuje domovská složka?); nastav { $env } nebo spusť Sevenfold s --data-dir SLOŽKA
store-error-io = { $path }: { $reason ->
        [missing] neexistuje
        [denied] přístup odepřen
        [full] disk je plný
        [read-only] disk je jen pro čtení
       *[other] { $detail }
    }; zkontroluj, že složka existuje a že do ní smíš zapisovat
store-error-newer = { $path } zapsala novější verze Sevenfoldu (formát souboru { $found }; tahle verze přečte nejvýš { $supported }); soubor zůstal nedotčený: aktualizuj Sevenfold, pak ho půjde použít
store-error-encode = { $what } nejde zapsat ({ $detail })
store-error-replay = tahy uložené u zápasu { $id } nejde přehrát ({ $detail })
store-error-unknown-match = zápas { $id } v historii není
store-error-ambiguous-match = „{ $prefix }“ odpovídá více zápasům ({ $ids }); napiš víc z označení
store-error-no-such-hand = zápas { $id } má { $count ->
        [one] jedno rozdání
        [few] { $count } rozdání
       *[other] { $count } rozdání
    }; rozdání { $hand } v něm není
store-error-duplicate = zápas { $id } už v historii je
store-error-database = { $path }: databázi historie nelze použít ({ $detail })
store-error-in-use = Složku { $dir } používá jiné okno Sevenfoldu, takže se nic nezapsalo; zavři to okno a zkus to znovu
stats-reset-no-folder = Není otevřená žádná složka s daty, takže není co nulovat.
# $backup: soubor, ve kterém zůstávají původní čísla.
stats-reset-done = Statistiky jsou vynulované. Původní čísla zůstávají v { $backup }
export-csv = Uložit jako CSV
export-csv-stats-hover = Uloží jako tabulku (CSV) každé rozdání, které statistiky počítají, všech hráčů a her, jedno rozdání na řádek
export-csv-history-hover = Uloží každé rozdání každého zápasu z historie jako tabulku (CSV), jedno rozdání na řádek
export-done = Uloženo jako { $path }
export-no-folder = Není otevřená žádná složka s daty, takže není co uložit.
# Zaznamenané rozdání sledované u stolu: $when skončil zápas, $hand je hand-label.
watch-match = zápas z { $when }, { $hand }
undo-failed = Tohle nejde vzít zpět: { $error }
replay-move-failed = Tento tah nejde přehrát: { $error }
# Zakrytí sdílené obrazovky mezi tahy; $name je člověk, který si má sednout.
cover-pass-to = Na řadě je { $name }
cover-ready = { $name }: až budeš u obrazovky, klikni – ukážou se tvoje karty. Ostatní ať se dívají jinam.
cover-show = Jsem { $name }: ukázat mé karty
seats-no-person = aspoň na jedno místo posaď člověka
seats-twice = { $name } sedí na dvou místech; na jedno z nich vyber jiného hráče
# Jméno člověka, který ho ještě nezadal; $number počítá hráče.
profile-stand-in = Hráč { $number }
profile-list-full = seznam hráčů je plný; sluč hráče, které už nepotřebuješ
profile-unknown = takový hráč neexistuje
profile-merge-same = ke sloučení vyber dva různé hráče
profile-name-empty = napiš jméno
# $most: nejdelší dovolené jméno.
profile-name-long = jméno může mít nejvýš { $most } znaků; zkrať ho
profile-name-control = jméno nesmí obsahovat zalomení řádku ani tabulátor
profile-name-taken = hráč jménem { $name } už existuje; vyber jiné jméno
# Hra s přáteli na jiných počítačích.
menu-friends = S přáteli
start-friends = Hrát s přáteli
start-friends-hover = Založ stůl pro přátele na jiných počítačích, nebo si přisedni k jejich
friends-heading = Hrát s přáteli
friends-intro = Hraj sedmu, All Fours nebo Pekelné sedmy s přáteli na jiných počítačích. Jeden z vás založí stůl na svém počítači, ostatní se k němu připojí s adresou zakladatele a kódem stolu. Místa, která nikdo nezabere, může obsadit počítač.
friends-name = Tvoje jméno u stolu
friends-name-missing = Napiš jméno, které u stolu uvidí tvoji přátelé.
friends-join-heading = Přisednout ke stolu přítele
friends-address = Adresa zakladatele
friends-address-hover = Adresa a port, které ti zakladatel dá, třeba 192.168.1.20:7878
friends-code = Kód stolu
friends-join = Přisednout
friends-join-missing = Napiš adresu zakladatele a kód stolu.
friends-host-heading = Založit stůl
friends-game = Hra:
friends-port = Port
friends-port-bad = { $port } není port: zadej číslo od 1 do 65535, třeba 7878.
friends-host-failed = Stůl nejde založit na portu { $port }: { $reason }. Zvol jiný port.
friends-host = Založit stůl
friends-internet = Přátelé ve tvé domácí síti použijí tvoji adresu, která se ukáže po založení stolu. Přes internet potřebují tvoji veřejnou adresu a tvůj router musí port přesměrovat na tenhle počítač.
friends-seat-you = ty
friends-seat-friend = přítel
friends-seat-computer = počítač ({ $level })
friends-seat-open = volno: čeká se, až si přisedne přítel
friends-seat-away = { $name } (pryč: spojení se přerušilo)
friends-connecting = Připojuji se k { $place }…
friends-table = Stůl { $code }
friends-tell-port = Tvoji přátelé se připojí s adresou tohoto počítače, portem { $port } a kódem { $code }.
friends-tell = Tvoji přátelé se připojí s adresou { $address } a kódem { $code }.
friends-joined = Sedíš u stolu na { $place }.
friends-start = Začít zápas
friends-start-wait = Jedno místo je ještě volné: počkej, až se přátelé připojí, nebo od stolu odejdi a založ ho znovu s počítačem na tom místě
friends-wait-host = Zakladatel začne zápas, až budou všichni sedět.
friends-leave = Odejít od stolu
net-strip = Hra s přáteli u stolu { $code } na { $place }
net-strip-away = Hra s přáteli u stolu { $code } na { $place }. U stolu { $count ->
    [one] chybí { $away }; stůl čeká na návrat.
   *[other] chybí { $away }; stůl čeká na jejich návrat.
}
net-strip-closed = Spojení se stolem je pryč: { $reason }
net-leave = Odejít od stolu
net-waiting = Ten tah už je na cestě ke stolu.
net-refused = Stůl hlásí: { $reason }
net-line-back = Spojení se stolem je zpět.
net-line-closed = Spojení se stolem je pryč: { $reason }
net-unreadable = Stůl poslal něco, co tahle verze neumí přečíst: { $reason }
net-no-state = Stůl ještě neposlal zápas; zkus se připojit znovu.
friends-seats = Místa
friends-hosting-on = Stoly běží na portu { $port } tohoto počítače.
friends-here = Na tomhle počítači
friends-on-server = Na serveru stolů
friends-server = na adrese
friends-server-hover = Adresa a port počítače, na kterém běží sevenfold serve, třeba 203.0.113.5:7878
friends-server-missing = Napiš adresu serveru stolů, nebo založ stůl na tomhle počítači.
net-record-failed = Zápas skončil, ale jeho záznam nejde přečíst, takže v tvé historii nebude: { $reason }
net-strip-away-played = Hra s přáteli u stolu { $code } na { $place }. U stolu { $count ->
    [one] chybí { $away }; do návratu hraje na tom místě počítač.
   *[other] chybí { $away }; do návratu hraje na těch místech počítač.
}
friends-at-table = Sedíš u stolu s přáteli. Chceš-li se připojit k jinému nebo jiný hostit, vrať se nejdřív k němu a stiskni „Odejít od stolu“ na liště nad kartami.
dialog-leave-friends = Odejít od stolu?
dialog-leave-friends-text = Zápas u stolu pokračuje bez tebe: tvoje místo na tebe čeká, nebo ho zabere počítač, pokud to zakladatel zvolil. Dokud je tohle okno otevřené, můžeš si znovu přisednout ze stránky Hrát s přáteli.
dialog-leave-friends-button = Odejít
net-unreachable = Na adrese { $place } nikdo neodpovídá: zkontroluj adresu a port a jestli tam stůl běží.
net-why-no-table = Žádný stůl nemá kód { $code }: ověř si ho u zakladatele.
net-why-too-many-codes = Příliš mnoho kódů, které nepatří žádnému stolu: počkej minutu a ověř si kód u zakladatele.
net-why-seats-taken = Všechna místa u tohoto stolu jsou obsazená.
net-why-no-seat = Tvoje místo u tohoto stolu už neexistuje: stůl byl zavřen nebo zapomenut.
net-why-seat-waits = Zápas už začal: tvoje místo čeká, až se vrátíš.
net-why-not-host = Zápas začíná jen zakladatel.
net-why-started = Zápas už začal.
net-why-seat-open = Jedno místo je ještě volné: počkej, až se přátelé připojí.
net-why-not-started = Zápas ještě nezačal.
net-why-version = Stůl mluví protokolem { $server } a tohle okno { $client }: použij stejnou verzi Sevenfoldu jako zakladatel.
net-why-host-closed = Zakladatel stůl zavřel dřív, než zápas začal.
net-why-name-empty = Napiš jméno, pod kterým si sedneš ke stolu.
net-why-name-bad = Jméno má nejvýš { $most } znaků, bez neviditelných a bez takových, které obracejí směr textu.
net-why-name-taken = Jiný hráč u tohoto stolu už se tak jmenuje: zvol jiné jméno.
net-why-options = Tyto možnosti pravidla, podle kterých server hraje, nedovolují: zvol je znovu.
net-why-too-many-tables = Na tomto serveru už máš otevřených stolů: { $most }. Než otevřeš další, jeden zavři.
net-why-seat-elsewhere = Tvé místo drží jiné spojení (tvůj program v jiném okně nebo na jiném počítači).
net-why-seated-already = U tohoto stolu už místo máš.
friends-back-with = Zpět ke stolu s hráčem { $host } ({ $game }, { $code })
friends-back-own = Zpět ke stolu, který jsi založil(a) ({ $game }, { $code })
friends-kept-error = Tvoje místa u stolů se nepodařilo zapamatovat: { $reason }
friends-ask = Požádat zakladatele o své místo
friends-ask-hover = Ztratil(a) jsi program se svým místem nebo hraješ z jiného počítače? Napiš své jméno, jak ho stůl zná, adresu a kód: zakladatel uvidí tvou žádost a může ti místo vrátit.
friends-asking = Žádáš zakladatele na { $place } o své místo…
friends-away = Když kamarád odejde:
friends-away-wait = stůl na něj čeká
friends-away-now = hned za něj hraje počítač
friends-away-after = { $minutes ->
    [one] po minutě za něj hraje počítač
    [few] po { $minutes } minutách za něj hraje počítač
   *[other] po { $minutes } minutách za něj hraje počítač
}
friends-remove = Odebrat hráče { $name }
friends-asks = { $name } žádá o své místo zpět.
friends-allow = Dát místo hráči { $name }
friends-refuse = Odmítnout
net-removed = Zakladatel tě od stolu odebral.
net-ended = Zakladatel zápas ukončil.
net-paused = Zakladatel zápas pozastavil.
net-paused-you = Zápas jsi pozastavil(a): pokračovat můžeš v nabídce Řízení stolu.
net-seat-open = Místo hráče { $who } čeká, až si k němu někdo přisedne s kódem.
net-away-computer-in = { $who } je pryč: pokud se nevrátí do { $seconds ->
    [one] jedné sekundy
    [few] { $seconds } sekund
   *[other] { $seconds } sekund
}, převezme místo počítač.
net-away-waits = { $who } je pryč; stůl čeká.
net-away-played = Za hráče { $who } hraje počítač, dokud se nevrátí.
net-table-menu = Řízení stolu
net-give = Nechat za hráče { $who } hrát počítač
net-give-back = Znovu čekat na hráče { $who }
net-remove = Odebrat hráče { $who }
net-remove-computer = Místo převezme počítač ({ $level })
net-remove-open = Místo počká na někoho nového
net-pause = Pozastavit zápas
net-resume = Pokračovat v zápase
net-end = Ukončit zápas pro všechny
net-why-not-away = Ten hráč u stolu je a hraje za sebe.
net-why-not-a-person = Na tom místě nesedí žádný kamarád.
net-why-paused = Zakladatel zápas pozastavil.
net-why-over = Zápas skončil.
net-why-no-name = Nikdo toho jména u stolu nesedí: napiš své jméno, jak ho stůl zná.
net-why-host-away = Zakladatel není u stolu, aby ti místo dal: zkus to, až bude.
net-why-asked-already = O to místo už někdo požádal: počkej na odpověď zakladatele.
net-why-ask-refused = Zakladatel ti to místo nedal.
net-why-grace = Na kamaráda lze čekat nejvýš { $most } sekund.
net-why-no-ask = O to místo teď nikdo nežádá.
# One line with the table's address and code; a friend pastes it into the address field.
friends-invitation = Pozvánka: { $invitation }
friends-copy-invitation = Zkopírovat pozvánku
# The window's title when it is the person's turn at a table with friends and the window is not in front.
title-your-turn = Jsi na tahu – Sevenfold
net-again-hover = Další zápas na stejných místech se stejnými pravidly: kamarádi řeknou, zda hrají.
net-again-wait = Až zakladatel nabídne další zápas, můžeš si tu znovu sednout.
friends-seat-pending = { $name }: ještě neřekl(a), zda hraje znovu
net-why-not-back = Kamarád ještě neřekl, že hraje znovu: počkej na něj, nebo ho odeber.
net-why-no-again = Další zápas nabízí zakladatel, až tento skončí.
chat-button = Chat
chat-button-unread = Chat ({ $count } nové)
chat-field = Zpráva
chat-send = Poslat
chat-phrases = Rychlé fráze
chat-mute = Ztlumit
chat-you = Ty
chat-line = { $name }: { $text }
chat-phrase-hello = Ahoj!
chat-phrase-good-luck = Hodně štěstí!
chat-phrase-well-played = Dobře zahráno!
chat-phrase-good-game = Dobrá hra!
chat-phrase-thanks = Díky!
chat-phrase-one-moment = Moment, prosím.
chat-phrase-sorry = Promiň!
net-why-chat-bad = Napiš jednu věc: zprávu nejvýš o { $most } znacích, které jsou všechny vidět, nebo rychlou frázi.
net-why-chat-slow = Právě jsi toho napsal(a) hodně: počkej pár sekund.
net-strip-away-soon = Hra s přáteli u stolu { $code } na { $place }. U stolu chybí { $away }.
friends-watch = Dívat se na stůl
friends-watch-hover = Sleduj zápas tak, jak ho vidí všichni hráči, bez místa a bez karet v čí ruce
friends-watchable = Ostatní se mohou dívat (neuvidí karty v ničí ruce)
friends-watching = Díváš se na stůl na { $place }; zápas se tu ukáže, až ho zakladatel spustí.
net-strip-watching = Díváš se na stůl { $code } na { $place }: karty v rukou hráčů nejsou vidět.
net-watching-turn = Na tahu je { $who }.
net-why-no-watching = Zakladatel nedovoluje se na tento stůl dívat.
net-why-too-many-watchers = Na tento stůl se už dívá { $most } lidí, víc jich nepřijme.
