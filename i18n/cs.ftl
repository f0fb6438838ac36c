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
settings-size-percent = { $percent } %
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
