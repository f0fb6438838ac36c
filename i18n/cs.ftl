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

## Hry

game-title = { $game ->
        [sedma] Sedma
        [all-fours] All Fours
       *[sevens-from-hell] Pekelné sedmy
    }
game-blurb = { $game ->
        [sedma] Česká štychová hra pro 2, 3 nebo 4 hráče. Kartu přebije jen karta stejné hodnoty nebo sedma; body mají jen esa a desítky.
        [all-fours] Seven Up (Siódemki) pro 2, 3 nebo 4 hráče: trumfy, žebrání o nový trumf a po bodu za High, Low, Jack a Game.
       *[sevens-from-hell] Partnerská vykládací hra pro 4 nebo 6 hráčů se šesti balíčky: sady po sedmi kartách, divoké dvojky a žolíci, ruka a noha, čtyři kola.
    }
# Rozdání číslo $number, jak mu hráči dané hry říkají.
hand-label = { $game ->
        [sedma] rozdání { $number }
        [all-fours] rozdání { $number }
       *[sevens-from-hell] kolo { $number }
    }

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
variant-sevens-from-hell-three-teams = tři dvojice
variant-sevens-from-hell-hand-and-foot-minimums = minima vyložení jako v Hand and Foot
variant-sevens-from-hell-steep-minimums = vysoká minima vyložení
variant-sevens-from-hell-red-threes-500 = drahé trojky (červené 500, černé 300)
variant-sevens-from-hell-red-threes-only = drahé červené trojky (červené 500, černé 5)
variant-sevens-from-hell-big-books = velké bonusy za sady
variant-sevens-from-hell-manual-foot = nohu si bereš sám
variant-sevens-from-hell-sevens-discardable = sedmy lze odhodit, jakmile je uzavřena sada sedem
variant-sevens-from-hell-end-on-empty-deck = kolo končí s prvním prázdným balíčkem

## Nabídka

menu-games = Hry
menu-new-game = Nová hra
menu-table = Stůl
menu-learn = Výuka
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
button-start-lesson = Začít lekci
button-start-new-game = Začít novou hru
button-use-next-game = Použít od příští hry

## Otázky, než něco skončí

dialog-new-game = Začít novou hru?
dialog-new-game-text = Právě se hraje zápas. Nová hra ho ukončí; v historii zůstane jako nedohraný.
dialog-lesson = Začít lekci?
dialog-lesson-text = Právě se hraje zápas. Lekce ho ukončí; v historii zůstane jako nedohraný.
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
level-easy-describe = hraje podle osvědčených pouček a tu a tam udělá lidskou chybu
level-normal-describe = před každým tahem projde několik tisíc možných rozdání
# Co dělá úroveň Expert; v některých hrách dělá víc než jen delší hledání.
level-expert-describe = hledá déle; v Sedmě navíc čte, co hra ostatních prozrazuje o jejich kartách, čeká rozumné odpovědi, dokud jejich hra vypadá rozumně, a jakmile ve hře dvou hráčů dojde balíček, hraje dokonale, nebo když rozdání nezachrání ani nejlepší hra, volí cestu, ve které rozumný soupeř chybuje

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
settings-look-preview = { $cloth } sukno, { $back } rubové strany karet
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
sedma-opt-with-32-cards-one = S 32 kartami má jeden hráč v každém rozdání na konci o kartu méně; s pasováním může místo toho jednou za rozdání hráč, který nevynášel, jeden štych vynechat.
sedma-opt-a-king-plays-alone = Král hraje sám:
sedma-opt-whoever-holds-that-king = Kdo má tohoto krále, hraje sám proti zbylým dvěma a král hraje jako sedma.
sedma-opt-play = Hra
sedma-opt-continue-a-trick-only = Pokračovat ve štychu jen tehdy, když ho prohráváš
sedma-opt-the-leader-may-continue = Vynášející smí pokračovat jen tehdy, když štych právě vyhrává druhá strana.
sedma-opt-draw-cards-for-the = Losovat prvního rozdávajícího kartami
sedma-opt-everyone-draws-a-card = Každý si vytáhne kartu: kdo má nejnižší, rozdává první (a ve čtyřech hrají spolu ti dva s nejnižšími).
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
all-fours-opt-everybody-discards-face-down = Každý odhodí lícem dolů, až mu zbude šest karet
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
sedma-opt-no-king = žádný
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

## Statistiky

stats-reset = Vynulovat statistiky…
stats-player = Hráč:
stats-counted-since = Počítají se zápasy dohrané od posledního vynulování ({ $since }). Historie zůstává celá.
stats-counted-all = Počítají se všechny zápasy hráče { $name }; zápasy opuštěné před koncem se počítají zvlášť jako nedohrané a vzdané zápasy jako prohrané.
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
stats-hands-played = { $game ->
        [sedma] Odehraná rozdání
        [all-fours] Odehraná rozdání
       *[other] Odehraná kola
    }
stats-hands-won = { $game ->
        [sedma] Vyhraná rozdání
        [all-fours] Vyhraná rozdání
       *[other] Vyhraná kola
    }
stats-hands-lost = { $game ->
        [sedma] Prohraná rozdání
        [all-fours] Prohraná rozdání
       *[other] Prohraná kola
    }
stats-hands-with-hints = { $game ->
        [sedma] Rozdání hraná s nápovědou
        [all-fours] Rozdání hraná s nápovědou
       *[other] Kola hraná s nápovědou
    }
stats-hands-with-undo = { $game ->
        [sedma] Rozdání hraná s vracením tahů
        [all-fours] Rozdání hraná s vracením tahů
       *[other] Kola hraná s vracením tahů
    }
stats-average-points = { $game ->
        [sedma] Průměr bodů za karty na rozdání
        [all-fours] Průměr bodů na rozdání
       *[other] Průměr bodů na kolo
    }
stats-best-hand = { $game ->
        [sedma] Nejlepší rozdání
        [all-fours] Nejlepší rozdání
       *[other] Nejlepší kolo
    }
# Výsledek nejlepšího rozdání ($game_points je text se znaménkem, „+2“, a nevybírá tvar):
# Sedma počítá herní body a body za karty, All Fours body a to, co se počítalo do Game,
# Pekelné sedmy body za kolo.
stats-best-hand-text = { $game ->
        [sedma] herní body { $game_points }, za karty { $card_points ->
            [one] { $card_points } bod
            [few] { $card_points } body
           *[other] { $card_points } bodů
        }
        [all-fours] body { $game_points }, do Game { $card_points ->
            [one] { $card_points } bod
            [few] { $card_points } body
           *[other] { $card_points } bodů
        }
       *[other] body za kolo { $game_points }
    }
stats-best-hand-where =
    { $what }
    { $hand }
stats-best-hand-when =
    { $what }
    { $hand } zápasu dohraného { $finished }
