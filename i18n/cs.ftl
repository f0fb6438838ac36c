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

## Sedma u stolu
sedma-turn-play = Jsi na tahu: zahraj kartu (klikni na ni, nebo ji vyber šipkami a stiskni Enter, nebo stiskni { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Jsi na tahu: pokračuj ve štychu (klikni na zvýrazněnou kartu), nebo ho ukonči (E).
sedma-why-lead-holds = platí vynesená karta, { $card }: nikdo nepřidal stejnou hodnotu ani divokou kartu
sedma-why-seven-on-seven = vynesenou sedmu přebije jen sedma ({ $nth }. sedma)
sedma-why-matches = { $card } odpovídá vynesené kartě ({ $nth }. karta té hodnoty)
sedma-why-seven = sedma přebije každou kartu
sedma-why-eight = v osmové jsou osmy divoké jako sedmy
sedma-why-wild = { $card } hraje jako sedma a sedma přebije každou kartu
sedma-why-wild-led-holds = platí vynesená karta, { $card } v roli sedmy: vynesenou sedmu přebije jen sedma a tu nikdo nezahrál
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
    }: { $why }
sedma-continues = { $person ->
        [you] Pokračuješ
       *[other] { $who } pokračuje
    } ve štychu { $card }: každý zahraje ještě jednu kartu
sedma-burned-trick = Spáleno! Čtyři { $rank ->
        [ace] esa
        [king] králové
        [queen] svršci
        [jack] spodci
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
        [queen] svršky
        [jack] spodky
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
sedma-refuse-no-pass-rule = Vynechat kolo lze jen ve třech hráčích s 32 kartami a pravidlem o vynechání.
sedma-refuse-leader-cannot-pass = Kdo vynášel, nemůže vynechat: štych ukonči, nebo v něm pokračuj.
sedma-refuse-pass-used = V tomto rozdání už někdo kolo vynechal; smí se jen jednou.
sedma-refuse-pass-stock-empty = Vynechat kolo lze jen, dokud v balíčku zbývají karty.

## Pruhy, jmenovky, balíčky a souhrny u stolu
strip-hand = Rozdání { $number }
strip-match = Zápas: { $totals }, { $goal }
strip-last-trick = Poslední štych (L)
strip-last-trick-hover = Ukáže poslední štych, který byl v tomto rozdání vzat
last-trick-heading = Poslední štych
table-stock = Balíček: { $count }
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
date-time = { $day }. { $month }. { $year } { $hour }:{ $minute }
sheet-shared-win = { $who } (dělené vítězství)
sheet-score = Stav: { $totals }
sheet-no-points = žádné body
sheet-result = { $gains } ({ $why })
sheet-empty-hands = Zatím neskončilo žádné rozdání.
replay-hand-over = Konec rozdání: { $why }
replay-next = Na tahu: { $who }
replay-stock = Balíček
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
        [queen] svršci
        [jack] spodci
        [ten] desítky
        [nine] devítky
        [eight] osmy
       *[seven] sedmy
    } za sebou
sedma-why-burned-hand = spálené rozdání: čtyři { $rank ->
        [ace] esa
        [king] králové
        [queen] svršci
        [jack] spodci
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
history-sheet-empty = V tomto zápase neskončilo žádné rozdání.
## Stránka historie
history-heading = Historie zápasů
history-show = Zobrazit:
history-all-games = Všechny hry
history-player = Hráč:
history-everyone = Všichni
history-none-yet = Zatím žádné dohrané zápasy. Zápasy se tu objeví, až skončí.
history-newest-first = Nejnovější nahoře. Otevři zápas a uvidíš jeho zápis skóre a přehraješ si jeho rozdání.
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
# $count rozdání hry, jak jim hráči říkají.
hand-count = { $game ->
        [sevens-from-hell] { $count ->
            [one] { $count } kolo
            [few] { $count } kola
           *[other] { $count } kol
        }
       *[other] { $count ->
            [one] { $count } rozdání
           *[other] { $count } rozdání
        }
    }
history-back = Zpět na seznam
# $abandoned: yes, když zápas zůstal nedohraný; $when: kdy; $result: jak skončil.
history-ended = { $abandoned ->
        [yes] Opuštěno
       *[no] Dohráno
    } { $when }: { $result }
# Popisek před tlačítky rozdání zápasu.
history-hands = { $game ->
        [sevens-from-hell] Kola:
       *[other] Rozdání:
    }
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
table-hint-hover = Co by tu zahrála normální úroveň a proč
table-hint-thinking = Přemýšlím o tvém tahu.
table-undo = Zpět (Ctrl+Z)
table-undo-hover = Vezme zpět tvé poslední rozhodnutí a odpovědi ostatních na ně
table-redo = Znovu (Ctrl+Shift+Z)
table-redo-hover = Zahraje znovu rozhodnutí vzaté zpět i odpovědi, které následovaly
table-no-review = Toto rozdání nelze rozebrat.
review-heading = Rozbor tvé hry
review-moves-counted = Tahy se počítají od rozdání, stejně jako v přehrávání v historii.
## Rady a rozbor experta. Tah se jmenuje ve tvaru $form „advice“ (sama rada: „zahraj
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
# $changed z $judged rozhodnutí by expert změnil; $exact: yes, když byly známé všechny karty;
# $cost: review-amount.
review-changed = Rozbor by změnil { $judged ->
        [one] tvé jediné rozhodnutí; stálo
       *[other] { $changed ->
            [one] jedno z tvých { $judged } rozhodnutí; stálo
           *[other] { $changed } z tvých { $judged } rozhodnutí; dohromady stála
        }
    } { $exact ->
        [yes] přesně { $cost }.
       *[no] asi { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }.
    }
# $step: tah počítaný od rozdání; $played a $best: možnosti (infinitiv).
review-finding = Tah { $step }: { $played } stálo { $exact ->
        [yes] přesně { $cost }; lepší bylo, jak radí nápověda, { $best } (všechny karty byly známé).
       *[no] asi { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; lepší bylo, jak radí nápověda, { $best }.
    }
review-show = Ukázat
review-measure = Každá cena se měří proti tahu, který radí nápověda ze stejné pozice: o kolik méně mohla tvoje strana čekat na konci rozdání, když se obojí dohraje na stejných náhodně vybraných rozdáních; ± je 95% rozpětí a uvádějí se jen ceny, které ho převyšují.
table-match-won-again = { $won }. Chceš-li hrát znovu, začni novou hru.
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

## Pravidla: All Fours

rules-all-fours-intro = All Fours (Seven Up; v Polsku Siódemki) je štychová hra s trumfy pro dva, tři nebo čtyři hráče. V každém rozdání se hraje o čtyři body: High, Low, Jack a Game. Zápas vyhrává strana, která první získá 7 bodů.
rules-all-fours-cards = Karty
rules-all-fours-cards-pack = Běžný balíček 52 karet; eso je nejvyšší: A K Q J 10 9 8 7 6 5 4 3 2.
rules-all-fours-cards-count = Pro bod zvaný Game se karty počítají takto: každá desítka 10, eso 4, král 3, dáma 2, kluk 1; ostatní nic.
rules-all-fours-deal = Hráči a rozdávání
rules-all-fours-deal-players = Dva nebo tři hrají každý sám za sebe; čtyři hrají ve dvou dvojicích, partneři sedí naproti sobě.
rules-all-fours-deal-six = Rozdávající dá každému šest karet ve dvou kolech po třech, počínaje hráčem po své levici, a další kartu obrátí lícem nahoru: to je obrácená karta. Její barva se navrhuje jako trumfová. Obrácená karta sama do hry nepatří.
rules-all-fours-deal-jack = Je-li obrácenou kartou kluk, získá strana rozdávajícího hned bod (obrácený kluk); dosáhne-li tím cíle, vyhrává rozdávající zápas na místě.
rules-all-fours-deal-look = Ve třech nebo čtyřech se do svých karet dívají jen rozdávající a předák (hráč po levici rozdávajícího), dokud nejsou trumfy rozhodnuté.
rules-all-fours-deal-first = Prvního rozdávajícího určí los; rozdávání pak přechází doleva.
rules-all-fours-begging = Přijmout, nebo žebrat
rules-all-fours-begging-stand = Nejdřív rozhoduje předák: přijme (barva obrácené karty je trumfová), nebo žebrá.
rules-all-fours-begging-give = Když předák žebrá, rozdávající buď dá straně předáka bod a trumf ponechá, nebo dorozdá. Dát bod nesmí, pokud by tím strana předáka dosáhla cíle: pak musí dorozdat.
rules-all-fours-begging-run = Dorozdání: každý hráč dostane další tři karty, v pořadí rozdávání, a obrátí se nová karta. Nová barva se stane trumfovou (obrácený kluk opět boduje pro rozdávajícího). Objeví-li se znovu odmítnutá barva, karta se odloží stranou a dorozdává se znovu.
rules-all-fours-begging-discard = Po dorozdání každý odhodí lícem dolů tolik karet, aby mu jich zbylo šest.
rules-all-fours-begging-short-pack = Pokud na další dorozdání nezbývá dost karet, rozdání se zruší a tentýž rozdávající rozdá znovu; bod už získaný za obráceného kluka platí.
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

## Pravidla: Pekelné sedmy

rules-hell-intro = Pekelné sedmy jsou týmová hra z rodiny Hand and Foot, hraná s mnoha balíčky zamíchanými dohromady. Týmy vykládají sady po sedmi kartách stejné hodnoty. Než smí kdokoli z týmu jít ven, musí tým uzavřít pět určených sad, mezi nimi sadu sedem a sadu divokých karet. Hra má čtyři kola a vyhrává nejvyšší součet.
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
rules-hell-decks-out-ends = Kolo také končí, když se dobírací balíčky vyčerpají. Bonus za odchod ven pak nedostane nikdo.
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
    .step-4-why = Severova poslední karta není eso ani sedma, takže tvoje eso nic nepřebije. Bereš jeho 10 bodů a dalších 10 za poslední štych.
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

## All Fours 01: High, Low, Jack and Game
# english: 86d6ce4eaf3eac28
lesson-all-fours-01 =
    .title = High, Low, Jack a Game
    .goal = Rozdání přinese až čtyři body: za nejvyšší trumf, za nejnižší, za trumfového kluka a za nejvíc bodů do Game.
    .step-1-title = Hraje se o čtyři body
    .step-1-task = Otočená je piková devítka: piky se nabízejí jako trumfy. Podívej se na své pikové eso a pikovou dvojku.
    .step-1-why = High dostane ten, komu přišel nejvyšší trumf ve hře, Low ten, komu přišel nejnižší, Jack ten, kdo vezme štych s trumfovým klukem, a Game ten, kdo ve štyších nasbírá nejvíc bodů do Game.
    .step-2-title = Ponech si trumfy
    .step-2-task = Řekni „Stojím“: přijmi piky jako trumfy.
    .step-2-why = S pikovým esem a dvojkou máš nejvyšší i nejnižší trumf ve hře: High a Low jsou tvoje, ať se stane cokoli.
    .step-2-off-script = V této lekci si piky ponech: eso a dvojka ti dají High a Low. Řekni „Stojím“.
    .step-3-title = Chyť kluka
    .step-3-task = Vynes pikové eso.
    .step-3-why = Trumfové eso nic nepřebije a Sever musí přiznat barvu pikem. Jestli má Sever pikového kluka, padne do tvého štychu a bod za Jack dostane strana, která štych vezme.
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
    .step-3-why = Rozdávající dává bod, když mu nabízená barva vyhovuje; Sever má jeden malý pik a doufal v něco lepšího. Po dorozdání každý odhodí lícem dolů karty, až mu jich zbude šest, a odhozené karty jsou ze hry. Nech si trumfy a vysoké karty: malé karty netrumfových barev nic nevyhrají a do Game nic nepočítají. Zůstane ti srdcové eso, král, kluk a osma, kárová pětka a křížová šestka; Sever také odhazuje.
    .step-3-off-script = Tu si nech: odhoď károvou dvojku, křížovou trojku a křížovou čtyřku, malé karty, které nic nevyhrají.
    .step-4-title = Nové trumfy
    .step-4-task = Máš trumfové eso, krále a kluka a vynášíš do prvního štychu.
    .step-4-why = Žebrání udělalo z karet bez trumfů silnou ruku. Kdyby byla nová otočená karta zase pik, odložila by se stranou a dorozdávalo by se znovu: barvu lze v jednom rozdání odmítnout jen jednou. Kdyby Sever místo toho dal bod, připsal by se ti hned jeden bod.
    .recap-1 = Barva otočené karty se nabízí jako trumfy; předák stojí, nebo žebrá.
    .recap-2 = Po žebrání rozdávající buď dá předákovi bod, nebo dorozdá: každému další tři karty a nová otočená karta.
    .recap-3 = Nová otočená karta odmítnuté barvy se odloží stranou a dorozdává se znovu.
    .recap-4 = Po dorozdání každý odhodí karty, až mu zbude šest.

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
    .recap-2 = Nehazuj desítku do štychu, který nemůžeš vyhrát.
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
    .step-1-task = Řekni „Stojím“: přijmi srdce jako trumfy.
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

## Sevens from Hell 01: Books and wild cards
# english: 16c84b064c6bd0c1
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
    .step-7-task = Na tahu jsou ostatní hráči.
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
    .goal = Aby tým mohl vyjít, potřebuje pět uzavřených sad: sedmy, divoké karty, jednu čistou a dvě špinavé sady.
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
    .recap-2 = K vyjití je potřeba uzavřená sada sedem, sada divokých karet, čistá sada a dvě špinavé sady.
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
    .step-5-why = Jakmile máš nohu v ruce, můžeš vyjít, pokud má tvůj tým svých pět povinných sad. Karty, které na konci kola zůstanou v noze, se týmu počítají do minusu.
    .recap-1 = Noha je druhá ruka s 11 kartami; bereš si ji, až ti dojde první.
    .recap-2 = Když ti ruka dojde vykládáním, noha přijde hned; když odhozením, čeká na tvůj příští tah.

## Sevens from Hell 07: Going out
# english: 793327c6fe727c4e
lesson-sevens-from-hell-07 =
    .title = Jak vyjít
    .goal = Hráč, který už má nohu a jehož tým má pět povinných sad, vyjde zahráním své poslední karty; kolo končí a jeho tým získá 100.
    .step-1-title = Chybí jedna sada
    .step-1-task = Tvůj tým má uzavřené sedmy, divoké karty, čistou sadu a jednu špinavou. Sada kluků má šest karet.
    .step-1-why = Druhá špinavá sada doplní pětici. Pak smí vyjít ten, kdo už má nohu.
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
    .step-6-title = Vycházíš
    .step-6-task = Vyber křížovou čtyřku a stiskni „Odhodit“.
    .step-6-why = Odchází tvoje poslední karta: vycházíš a kolo končí.
    .step-6-off-script = Odhoď křížovou čtyřku, tím vyjdeš.
    .step-7-title = Body za kolo
    .step-7-task = Souhrn ukazuje kolo každého týmu položku po položce.
    .step-7-why = Za vyjití je 100; karty, které soupeřům zůstaly v rukou a nohách, se jim počítají do minusu.
    .recap-1 = K vyjití potřebuješ mít nohu v ruce a tvůj tým pět povinných sad.
    .recap-2 = Zahraj poslední kartu, vyložením nebo odhozením, a vyjdeš: 100 pro tvůj tým.

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

## Hádanky

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

## Výsledky v historii
history-gave-up-at = { $person ->
        [you] vzdáno za stavu
        [you-and] vzdáno za stavu
       *[other] { $who } vzdává za stavu
    } { $totals }
history-my-result = { $how ->
        [won] výhra
        [lost] prohra
        [shared] dělené vítězství za stavu
        [gave-up] vzdáno za stavu
       *[abandoned] nedohráno za stavu
    } { $mine } : { $best }
history-abandoned-at = nedohráno za stavu { $totals }
table-match-over-result = { $won } ({ $totals })


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
    } v ruce · { $taken ->
        [yes] nohu už má
       *[no] noha: { $foot }
    }
hell-to-play = na tahu
hell-more-below = Níž je víc: posuň
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
# Neuzavřená sada: $kind je hell-kind v genitivu, $count její karty z $size; $clean je "yes"
# nebo "no".
hell-book-label = Sada { $kind }: { $count } ze { $size }, { $clean ->
        [yes] čistá
       *[no] špinavá
    }
hell-book-add = { $book }. Přidat vybrané karty
# Popisek pod kartami sady: $kind je hell-kind v genitivu.
hell-book-caption = sada { $kind } { $count }/{ $size }, { $clean ->
        [yes] čistá
       *[no] špinavá
    }
hell-book-caption-short = { $count }/{ $size } · { $clean ->
        [yes] čistá
       *[no] špinavá
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
hell-picked = Vybráno: { $cards }. Vylož je jako sady, klikni na sadu svého týmu a přidej je do ní, nebo odhoď jednu kartu.
hell-pick-help = Kliknutím na kartu v ruce (nebo stiskem jejího čísla, 1 až 9 a 0) vybereš jeden kus, dalším kliknutím další; dvojklik, pravé tlačítko nebo Shift s číslem vybere všechny kusy.
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
        [went-out] Odchod ven
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


## All Fours u stolu
# $suit je slovo barvy („srdce“), $card jméno karty; $person, $dealer_person a podobné jsou
# "you" nebo "other" u místa a "you", "you-and", "one" nebo "many" u strany.

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
sedma-resumed = Rozdání { $number } pokračuje tam, kde se přerušilo.
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
all-fours-turn-stand-or-beg = Jsi na tahu: řekni „Stojím“ (trumfy budou { $suit }), nebo „Žebrám“ o nové trumfy (S nebo B).
all-fours-turn-give-or-run = Jsi na tahu: { $who } žebrá. Dej bod a ponech { $suit } jako trumfy, nebo dorozdej karty (G nebo R).
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
all-fours-discard-help = Po dorozdání každý odhodí lícem dolů karty, až mu jich zbude šest. Nech si trumfy, kluka a karty, které se počítají do Game (desítka 10, eso 4, král 3, dáma 2, kluk 1). Označeno: { $marked } z { $need }.
all-fours-discard = Odhodit { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }
all-fours-must-follow = Máš { $suit }: musíš přiznat barvu{ $anytime ->
        [yes] , nebo trumfovat
       *[no] {""}
    }.
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
all-fours-refuse-eldest-you = Jsi předák: nejdřív řekni „Stojím“ (S), nebo „Žebrám“ (B).
all-fours-refuse-eldest = Nejdřív rozhoduje předák { $who }: stojí, nebo žebrá.
# $who žebral; $dealer rozhoduje.
all-fours-refuse-dealer = { $person ->
        [you] Žebráš
       *[other] { $who } žebrá
    }: { $dealer_person ->
        [you] nejdřív dej bod (G), nebo dorozdej karty (R)
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

## Soubory, hráči a sdílená obrazovka
# Soubor nejde přečíst nebo zapsat; $what říká který a $error proč.
store-problem = { $what ->
        [settings-read] Nastavení nejde přečíst, takže platí výchozí a neukládá se
        [players-read] Seznam hráčů nejde přečíst
        [saved-read] Uložený zápas nejde přečíst
        [saved-resume] V uloženém zápase nejde pokračovat
        [saved-remove] Uložený zápas nejde odstranit
        [finished-record] Dohraný zápas nejde zapsat do historie
        [abandoned-record] Opuštěný zápas nejde zapsat do historie
        [given-up-record] Vzdaný zápas nejde zapsat do historie
        [players-save] Seznam hráčů nejde uložit
        [settings-save] Nastavení nejde uložit
        [match-save] Zápas nejde uložit
        [history-read] Historii nejde přečíst
        [lessons-read] Dokončené lekce nejde přečíst
        [lesson-save] Dokončení lekce nejde uložit
        [stats-read] Statistiky nejde přečíst
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
       *[stats-backup] záloha statistik
    }
# Co bylo se souborem špatně.
file-problem-large = je větší než { $mib } MiB, což je limit pro tyto soubory
file-problem-empty = je prázdný
file-problem-not-text = není to text (chybný bajt na pozici { $offset })
# $detail: kde a co, slovy programu, který soubor čte (anglicky).
file-problem-unreadable = jeho obsah nesedí ({ $detail })
file-problem-newer = zapsala ho novější verze Sevenfoldu (formát souboru { $found }; tahle verze přečte nejvýš { $supported }); aktualizuj Sevenfold, pak ho půjde použít
# Poškozený soubor: $file, co obsahuje ($what), co bylo špatně ($problem), kam se přesunul ($kept).
file-warning-moved = Soubor { $file } ({ $what }) nejde přečíst: { $problem }; je uschovaný jako { $kept }
file-warning-skipped = { $file }: { $problem }; soubor zůstal nedotčený a přeskočil se
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
stats-reset-no-folder = Není otevřená žádná složka s daty, takže není co nulovat.
# $backup: soubor, ve kterém zůstávají původní čísla.
stats-reset-done = Statistiky jsou vynulované. Původní čísla zůstávají v { $backup }
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
