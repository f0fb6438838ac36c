# Sevenfold po polsku. Tłumaczenie pliku en.ftl: te same id, te same zmienne.

## Karty

# Wartość karty w przypadku $case (nom, acc, gen, ins); .gender mówi, jak odmienić kolor.
rank-word = { $rank ->
        [two] { $case ->
           *[nom] dwójka
            [acc] dwójkę
            [gen] dwójki
            [ins] dwójką
        }
        [three] { $case ->
           *[nom] trójka
            [acc] trójkę
            [gen] trójki
            [ins] trójką
        }
        [four] { $case ->
           *[nom] czwórka
            [acc] czwórkę
            [gen] czwórki
            [ins] czwórką
        }
        [five] { $case ->
           *[nom] piątka
            [acc] piątkę
            [gen] piątki
            [ins] piątką
        }
        [six] { $case ->
           *[nom] szóstka
            [acc] szóstkę
            [gen] szóstki
            [ins] szóstką
        }
        [seven] { $case ->
           *[nom] siódemka
            [acc] siódemkę
            [gen] siódemki
            [ins] siódemką
        }
        [eight] { $case ->
           *[nom] ósemka
            [acc] ósemkę
            [gen] ósemki
            [ins] ósemką
        }
        [nine] { $case ->
           *[nom] dziewiątka
            [acc] dziewiątkę
            [gen] dziewiątki
            [ins] dziewiątką
        }
        [ten] { $case ->
           *[nom] dziesiątka
            [acc] dziesiątkę
            [gen] dziesiątki
            [ins] dziesiątką
        }
        [jack] { $pack ->
            [german] { $case ->
               *[nom] niżnik
                [acc] niżnika
                [gen] niżnika
                [ins] niżnikiem
            }
           *[french] { $case ->
               *[nom] walet
                [acc] waleta
                [gen] waleta
                [ins] waletem
            }
        }
        [queen] { $pack ->
            [german] { $case ->
               *[nom] wyżnik
                [acc] wyżnika
                [gen] wyżnika
                [ins] wyżnikiem
            }
           *[french] { $case ->
               *[nom] dama
                [acc] damę
                [gen] damy
                [ins] damą
            }
        }
        [king] { $case ->
           *[nom] król
            [acc] króla
            [gen] króla
            [ins] królem
        }
       *[ace] { $case ->
           *[nom] as
            [acc] asa
            [gen] asa
            [ins] asem
        }
    }
    .gender = { $rank ->
        [jack] m
        [queen] { $pack ->
            [german] m
           *[french] f
        }
        [king] m
        [ace] m
       *[other] f
    }
# Kolor: w talii francuskiej nieodmienny (kier, karo, pik, trefl), w niemieckiej przymiotnik
# zgodny z wartością ($gender m, f) w przypadku $case.
card-suit = { $pack ->
        [german] { $suit ->
            [clubs] żołędn
            [diamonds] dzwonkow
            [hearts] czerwienn
           *[spades] zielon
        }{ $gender ->
            [m] { $case ->
               *[nom] y
                [acc] ego
                [gen] ego
                [ins] ym
            }
           *[f] { $case ->
               *[nom] a
                [acc] ą
                [gen] ej
                [ins] ą
            }
        }
       *[french] { $suit ->
            [clubs] trefl
            [diamonds] karo
            [hearts] kier
           *[spades] pik
        }
    }
card-name = { $rank } { $suit }
joker-word = { $case ->
       *[nom] joker
        [acc] jokera
        [gen] jokera
        [ins] jokerem
    }
suit-name = { $pack ->
        [german] { $suit ->
            [clubs] żołędzie
            [diamonds] dzwonki
            [hearts] czerwień
           *[spades] zieleń
        }
       *[french] { $suit ->
            [clubs] trefl
            [diamonds] karo
            [hearts] kier
           *[spades] pik
        }
    }
card-count = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }

## Miejsca i osoby

# Osoba na początku zdania i wewnątrz zdania.
you-start = Ty
you-inside = ty
# Miejsce przy stole według strony świata; $seat to north, east, south, west, north_east,
# south_east, south_west lub north_west.
seat-compass = { $seat ->
        [north] Północ
        [east] Wschód
        [south] Południe
        [west] Zachód
        [north_east] Północny wschód
        [south_east] Południowy wschód
        [south_west] Południowy zachód
       *[north_west] Północny zachód
    }

## Gry

game-title = { $game ->
        [sedma] Sedma
        [all-fours] Siódemki
       *[sevens-from-hell] Piekielne siódemki
    }
game-blurb = { $game ->
        [sedma] Czeska gra w lewy dla 2, 3 lub 4 graczy. Kartę bije tylko karta tej samej wartości albo siódemka; punkty dają tylko asy i dziesiątki.
        [all-fours] All Fours (Seven Up) dla 2, 3 lub 4 graczy: atuty, prośba o nowy atut i po punkcie za High, Low, Jack i Game.
       *[sevens-from-hell] Partnerska gra w wykładanie dla 4 lub 6 graczy na sześć talii: komplety po siedem kart, dzikie dwójki i jokery, ręka i stopa, cztery rundy.
    }
# Rozdanie numer $number, tak jak nazywają je gracze danej gry.
hand-label = { $game ->
        [sedma] rozdanie { $number }
        [all-fours] rozdanie { $number }
       *[sevens-from-hell] runda { $number }
    }

variant-sedma-osmova = osmová
variant-sedma-eight-beats-seven = ósemka bije siódemkę
variant-sedma-osmova-trick-points = punkty za lewy jak w osmovej
variant-sedma-tricks-only = tylko lewy
variant-sedma-slovak = zasady słowackie
variant-sedma-burn-a = palenie (1 punkt gry, siódemki 3)
variant-sedma-burn-b = palenie (4 punkty gry)
variant-sedma-burn-c = palenie (5 punktów gry, dziesiątki 10, siódemki 15)
variant-sedma-burn-hand = spalone rozdanie
variant-sedma-king-of-leaves = król zielony gra sam
variant-sedma-king-of-hearts = król czerwienny gra sam
variant-sedma-eight-and-nine = bez ósemki i dziewiątki czerwiennej
variant-sedma-three-32 = 32 karty dla trzech
variant-sedma-three-32-pass = 32 karty dla trzech, z pasowaniem
variant-sedma-continue-only-when-losing = kontynuuje tylko przegrywający
variant-sedma-dealer-by-draw = rozdający losowany
variant-all-fours-classic-trump-anytime = atutować można zawsze
variant-all-fours-keep-all-after-run = po dodatkowym rozdaniu wszystkie karty zostają
variant-all-fours-foster-discard = odrzucanie według Fostera
variant-all-fours-gift-to-each-opponent = prezent dla każdego przeciwnika
variant-all-fours-run-dealer-and-eldest-only = dodatkowe rozdanie tylko dla rozdającego i pierwszej ręki
variant-all-fours-single-deal = jedno rozdanie
variant-all-fours-target-10 = do 10 punktów
variant-all-fours-target-11 = do 11 punktów
variant-all-fours-seed-revoke = kara za renons (zasada polska)
variant-all-fours-foster-revoke = kara za renons (zasada Fostera)
variant-sevens-from-hell-three-teams = trzy pary
variant-sevens-from-hell-hand-and-foot-minimums = minima wyłożenia jak w Hand and Foot
variant-sevens-from-hell-steep-minimums = wysokie minima wyłożenia
variant-sevens-from-hell-red-threes-500 = kosztowne trójki (czerwone 500, czarne 300)
variant-sevens-from-hell-red-threes-only = kosztowne czerwone trójki (czerwone 500, czarne 5)
variant-sevens-from-hell-big-books = duże premie za komplety
variant-sevens-from-hell-manual-foot = stopę bierzesz sam
variant-sevens-from-hell-sevens-discardable = siódemki można odrzucać po zamknięciu kompletu siódemek
variant-sevens-from-hell-end-on-empty-deck = runda kończy się przy pierwszej pustej talii

## Menu

menu-games = Gry
menu-new-game = Nowa gra
menu-table = Stół
menu-learn = Nauka
menu-history = Historia
menu-statistics = Statystyki
menu-settings = Ustawienia
menu-rules = Zasady
menu-score-sheet = Zapis punktów
menu-match = Mecz
menu-practise = Zagraj to rozdanie jeszcze raz
menu-give-up = Poddaj mecz…
menu-leave = Opuść mecz…
menu-language = Język
# Wybór języka według systemu; $language to język, który z tego wynika.
language-system = Jak w systemie ({ $language })

## Przyciski wspólne dla wielu ekranów

button-cancel = Anuluj
button-dismiss = Zamknij
button-give-up = Poddaj się
button-leave-match = Opuść mecz
button-reset-stats = Wyzeruj statystyki
button-resume = Wznów
button-leave-it = Porzuć
button-start-lesson = Rozpocznij lekcję
button-start-new-game = Rozpocznij nową grę
button-use-next-game = Użyj od następnej gry

## Pytania, zanim coś się skończy

dialog-new-game = Rozpocząć nową grę?
dialog-new-game-text = Trwa mecz. Nowa gra go zakończy; w historii zostanie zapisany jako porzucony.
dialog-lesson = Rozpocząć lekcję?
dialog-lesson-text = Trwa mecz. Lekcja go zakończy; w historii zostanie zapisany jako porzucony.
dialog-settings-change-game = Te ustawienia zmieniają grę
dialog-settings-change-game-text = Mecz toczy się według starych zasad. Rozpocząć teraz nową grę z nowymi ustawieniami czy grać dalej i użyć ich od następnej gry?
dialog-reset-stats = Wyzerować statystyki?
dialog-reset-stats-text = Statystyki zaczną się od zera. Historia meczów zostaje, a dzisiejsze liczby również, w pliku kopii zapasowej w folderze danych.
dialog-give-up = Poddać mecz?
# $side: kto się poddaje („ty”, „ty i Północ”, „Anna”), w mianowniku.
dialog-give-up-text = Mecz kończy się teraz i liczy się jako przegrany dla: { $side }; w historii zostaje z dotąd rozegranymi rozdaniami.
dialog-leave = Opuścić mecz?
dialog-leave-text = Mecz kończy się teraz, niedokończony; w historii zostaje jako porzucony i nie liczy się ani jako wygrany, ani jako przegrany.
dialog-resume = Wznowić ostatni mecz?
# $hand to „rozdanie 3” lub „runda 2”; $dealer_person to you lub other; $turn to jedna
# z wiadomości resume-turn; $score to wyniki stron.
dialog-resume-text = Gdy Sevenfold został zamknięty, trwał mecz: { $game } ({ $players ->
        [one] { $players } gracz
        [few] { $players } graczy
        [many] { $players } graczy
       *[other] { $players } graczy
    }, { $goal }). Zatrzymał się w trakcie: { $hand } (rozdający: { $dealer_person ->
        [you] ty
       *[other] { $dealer }
    }); { $turn }. Wynik: { $score }.
resume-turn-yours = twój ruch
resume-turn-of = ruch ma { $name }
resume-turn-over = mecz był już skończony
dialog-resume-question = Wznowić go tam, gdzie się zatrzymał, czy porzucić? Mecz, który porzucisz, zostanie w historii jako porzucony.

## Komunikaty zapisu

warn-note = Uwaga:
warn-nothing-saved = Nic nie zostanie zapisane (ustawienia, gry, historia): { $error }
warn-replay-failed = Tego rozdania nie da się odtworzyć na stole: { $error }
warn-no-lesson = W tej wersji nie ma lekcji '{ $id }'.
warn-lesson-failed = Nie można otworzyć lekcji „{ $lesson }”: { $error }
no-game-played = Nie toczy się żadna gra.
no-hand-replayed = Żadne rozdanie nie jest odtwarzane.

## Strona startowa

start-tagline = Gry karciane wokół siódemki
start-learn = Naucz się grać
start-learn-hover = Krótkie lekcje na prawdziwych rozdaniach, po jednej myśli naraz
start-back-to-table = Wróć do stołu
start-play = Zagraj: { $game }
start-quit = Zakończ

## Strona nowej gry

setup-heading = Nowa gra:
setup-variants-none = Warianty: brak (zasady standardowe)
setup-variants = Warianty: { $variants }
setup-variants-header = Warianty i opcje punktacji
setup-start = Rozpocznij grę
options-players = Gracze
options-players-two = 2 – jeden na jednego
options-players-three = 3 – każdy za siebie
options-players-four = 4 – partnerzy siedzą naprzeciw siebie

## Gracze

welcome-title = Witaj w Sevenfold
welcome-question = Jak masz na imię? Pod tym imieniem będą zapisywane twoja historia i statystyki.
welcome-your-name = Twoje imię:
welcome-save = Zapisz imię
seats-who-plays = Kto gra
seats-computer = Komputer ({ $level })
seats-team = Drużyna { $number }
seats-hot-seat-hint = Przy tym ekranie gra kilka osób: między ruchami zasłona ukrywa karty, dopóki następna osoba nie kliknie, że jest gotowa.
seats-undo-agreed = Wszyscy zgadzają się, że decyzje można cofać (Cofnij)
profiles-heading = Kto tu gra
profiles-hint = Każdy ma własną historię i statystyki. Zmiana imienia je zachowuje; po scaleniu dwóch graczy mecze pierwszego liczą się odtąd jako mecze drugiego.
profiles-name-of = Imię gracza { $name }:
profiles-rename = Zmień imię gracza { $name }
profiles-choose = wybierz
profiles-merge = Dołącz
profiles-merge-into = do
profiles-merge-button = Scal graczy
profiles-new-player = Nowy gracz:
profiles-name-hint = Imię
profiles-add = Dodaj gracza
profile-renamed = Zapisano: nowe imię to { $name }.
profile-added = Dodano: { $name }. W nowej grze wybierz to imię dla jednego z miejsc przy stole.
profile-merged = Mecze gracza { $from } liczą się teraz jako mecze gracza { $into }.

## Przeciwnicy komputerowi

level-easy = Łatwy
level-normal = Normalny
level-expert = Ekspert
level-easy-describe = gra według prostych reguł i od czasu do czasu popełnia ludzki błąd
level-normal-describe = przed każdym ruchem przegląda kilka tysięcy możliwych rozkładów kart
# Co robi poziom Ekspert; w niektórych grach robi więcej niż tylko dłużej szuka.
level-expert-describe = szuka dłużej; w Sedmie dodatkowo odczytuje, co zagrania innych mówią o ich kartach, spodziewa się rozsądnych odpowiedzi, dopóki ich gra wygląda rozsądnie, a gdy w grze dwuosobowej skończą się karty do dobierania, gra bezbłędnie albo, gdy najlepsza gra nie uratuje rozdania, wybiera linię, na której rozsądny przeciwnik się myli

## Strona ustawień

settings-intro = Po zastosowaniu język, rozmiar tekstu i kart, wygląd stołu, szybkość animacji i przeciwnicy komputerowi zmieniają się od razu, także w trwającym meczu. Opcje gry obowiązują od następnej gry; jeśli trwa mecz, najpierw zapytamy.
settings-apply = Zastosuj
settings-language = Język
settings-language-hint = Język zmienia się od razu. Opcja „Jak w systemie” używa języka ustawionego w twoim komputerze, jeśli Sevenfold go zna, a w przeciwnym razie angielskiego.
settings-size = Rozmiar tekstu i kart
settings-size-fit = Dopasuj do okna
percent-value = { $percent } %
settings-size-hint = Dopasowanie do okna powiększa tekst i karty w dużym oknie. Ctrl+plus i Ctrl+minus zmieniają rozmiar w każdej chwili, Ctrl+0 przywraca 100 %.
settings-contrast = Kontrast
settings-high-contrast = Wysoki kontrast: biały tekst na czarnym tle, z wyraźnymi obrysami
settings-table = Stół
settings-cloth = Sukno:
settings-backs = Rewersy kart:
look-cloth-green = Zielone
look-cloth-blue = Niebieskie
look-cloth-burgundy = Bordowe
look-cloth-grey = Szare
look-back-red = Czerwone
look-back-blue = Niebieskie
look-back-green = Zielone
look-back-black = Czarne
# Podgląd, tak jak nazywa go czytnik ekranu: „Niebieskie sukno, czarne rewersy”.
settings-look-preview = { $cloth } sukno, { $back } rewersy
settings-four-colours = Czterokolorowa talia francuska: karo na niebiesko, trefl na zielono
settings-four-colours-hint = Wtedy żadne dwa kolory nie mają tej samej barwy. Talia niemiecka ma cztery barwy i bez tego.
settings-speed = Szybkość animacji
speed-instant = Natychmiastowa
speed-fast = Szybka
speed-normal = Normalna
speed-slow = Wolna
settings-speed-hint = Natychmiastowa pomija wszystkie animacje i pauzy.
settings-bots = Przeciwnicy komputerowi
settings-bots-hint = { $level }: { $describe }.
settings-cannot-start = Nie można rozpocząć: { $problem }
settings-game-problem = { $game }: { $problem }

## Nauka

learn-intro = Każda lekcja to prawdziwe rozdanie z jedną myślą: stół pokazuje, co zrobić i dlaczego, a pozostali gracze grają według lekcji. Każda zajmuje kilka minut.
learn-section = { $title } – ukończono { $done } z { $total }
learn-puzzles = { $game }: zadania do ćwiczeń
learn-puzzles-intro = Końcówki, w których wszystkie karty są znane, a najwięcej punktów zachowuje tylko jeden ruch. Po twojej próbie dokładny algorytm pokazuje swoją linię gry.
learn-puzzle-done = { $title } (ukończone)
learn-done = Ukończone

## Opcje gry: Sedma, Siódemki, Piekielne siódemki

sedma-opt-cards = Karty
sedma-opt-german-suits-hearts-bells = Talia niemiecka (czerwień, dzwonki, żołędzie, zieleń)
sedma-opt-french-suits-hearts-diamonds = Talia francuska (kier, karo, trefl, pik)
sedma-opt-match = Mecz
sedma-opt-first-to = Kto pierwszy zdobędzie
sedma-opt-game-points = { $count ->
        [one] { $count } punkt gry
        [few] { $count } punkty gry
        [many] { $count } punktów gry
       *[other] { $count } punktów gry
    }
sedma-opt-fixed-number-of-hands = Stała liczba rozdań:
sedma-opt-hands = { $count ->
        [one] { $count } rozdanie
        [few] { $count } rozdania
        [many] { $count } rozdań
       *[other] { $count } rozdań
    }
sedma-opt-wild-cards = Dzikie karty
sedma-opt-sedma-osmov-eights-are = Sedma osmová: ósemki też są dzikie
sedma-opt-an-eight-beats-any = Ósemka bije każdą kartę, tak jak siódemka.
sedma-opt-when-a-seven-and = Gdy spotkają się siódemka i ósemka:
sedma-opt-the-first-one-holds = pierwsza się utrzymuje
sedma-opt-an-eight-beats-an = ósemka bije wcześniejszą siódemkę
sedma-opt-scoring = Punktacja
sedma-opt-aces-and-tens-10 = Asy i dziesiątki po 10, ostatnia lewa 10 (razem 90)
sedma-opt-osmov-trick-points = Punkty za lewy jak w osmovej
sedma-opt-every-trick-won-is = Każda wygrana lewa jest warta 10 więcej niż jej asy i dziesiątki (wymaga osmovej).
sedma-opt-tricks-only = Tylko lewy
sedma-opt-aces-and-tens-count = Asy i dziesiątki nie są nic warte; każda wygrana lewa to 1 punkt.
sedma-opt-slovak-rules = Zasady słowackie
sedma-opt-no-10-for-the = Bez 10 za ostatnią lewę (razem 80); rozdawanie przechodzi dalej tylko wtedy, gdy przeciwnicy rozdającego zdobędą 60 lub więcej.
sedma-opt-burning = Palenie
sedma-opt-when-the-last-four = Gdy ostatnie cztery karty zagrane do lewy mają tę samą wartość, rozdanie od razu się kończy:
sedma-opt-no-burning = bez palenia
sedma-opt-it-wins-1-game = daje 1 punkt gry (3 za cztery siódemki)
sedma-opt-it-wins-4-game = daje 4 punkty gry
sedma-opt-it-wins-5-game = daje 5 punktów gry (10 za dziesiątki, 15 za siódemki)
sedma-opt-with-two-or-four = Tylko przy dwóch lub czterech graczach.
sedma-opt-burned-hand = Spalone rozdanie
sedma-opt-a-player-who-holds = Gracz, który ma cztery karty tej samej wartości, od razu wygrywa rozdanie dla swojej strony, za 4 punkty gry.
sedma-opt-three-players = Trzech graczy
sedma-opt-pack = Talia:
sedma-opt-30-cards-two-eights = 30 kart, bez dwóch ósemek
sedma-opt-30-cards-8-and = 30 kart, bez ósemki i dziewiątki czerwiennej
sedma-opt-32-cards = 32 karty
sedma-opt-32-cards-with-a = 32 karty z pasowaniem
sedma-opt-with-32-cards-one = Przy 32 kartach jeden gracz kończy każde rozdanie z kartą mniej; z pasowaniem gracz, który nie wychodził, może zamiast tego raz na rozdanie opuścić jedną lewę.
sedma-opt-a-king-plays-alone = Król gra sam:
sedma-opt-whoever-holds-that-king = Kto ma tego króla, gra sam przeciwko dwóm pozostałym, a król gra jak siódemka.
sedma-opt-play = Gra
sedma-opt-continue-a-trick-only = Kontynuować lewę tylko wtedy, gdy się ją przegrywa
sedma-opt-the-leader-may-continue = Wychodzący może kontynuować tylko wtedy, gdy lewę wygrywa druga strona.
sedma-opt-draw-cards-for-the = Losować kartami pierwszego rozdającego
sedma-opt-everyone-draws-a-card = Każdy ciągnie kartę: kto ma najniższą, rozdaje pierwszy (a w czterech grają razem dwie osoby z najniższymi).
all-fours-opt-match = Mecz
all-fours-opt-seven-up-first-to = Siódemki: do 7 punktów
all-fours-opt-first-to-10 = Do 10 punktów
all-fours-opt-first-to-11 = Do 11 punktów
all-fours-opt-a-single-deal = Jedno rozdanie
all-fours-opt-one-deal-decides-the = Decyduje jedno rozdanie: wygrywa ten, kto ma więcej punktów (przy remisie decyduje High, potem Low, Jack, Game).
all-fours-opt-following-suit = Dokładanie do koloru
all-fours-opt-a-trump-may-be = Atut można zagrać, nawet gdy możesz dołożyć do koloru
all-fours-opt-the-classic-english-rule = Klasyczna zasada angielska. Bez niej musisz dołożyć do koloru, gdy tylko możesz.
all-fours-opt-after-a-run = Po dodatkowym rozdaniu
all-fours-opt-everybody-discards-face-down = Każdy odrzuca zakryte karty, aż zostanie mu sześć
all-fours-opt-everybody-keeps-every-card = Każdy zatrzymuje wszystkie karty i gra się więcej lew
all-fours-opt-keep-all-nine-after = Po jednym dodatkowym rozdaniu każdy zatrzymuje dziewięć kart; po dwóch lub więcej odrzuca się do sześciu
all-fours-opt-in-a-run-only = W dodatkowym rozdaniu karty dostają tylko rozdający i pierwsza ręka (3 i 4 graczy)
all-fours-opt-the-dealer-s-gift = Prezent rozdającego
all-fours-opt-one-point-to-eldest = Jeden punkt dla pierwszej ręki
all-fours-opt-one-point-to-every = Jeden punkt dla każdej strony przeciwnej
all-fours-opt-when-eldest-begs-and = Gdy pierwsza ręka żebrze, a rozdający zostawia atut: kto dostaje punkt (obie opcje różnią się tylko przy trzech graczach).
all-fours-opt-playing-against-the-rules = Gra wbrew zasadom
all-fours-opt-never-a-card-that = Nigdy: karta łamiąca obowiązek dokładania do koloru zostaje odrzucona
all-fours-opt-allowed-and-punished-when = Dozwolone i karane przy liczeniu rozdania (zasada polska)
all-fours-opt-a-side-that-fails = Strona, która nie dołoży do koloru (renons), nie może w tym rozdaniu dojść do docelowej liczby punktów i traci 1 punkt, albo 2, jeśli walet atutowy nie został zagrany.
all-fours-opt-allowed-and-punished-when-2 = Dozwolone i karane przy liczeniu rozdania (zasada Fostera)
all-fours-opt-a-side-that-fails-2 = Strona, która nie dołoży do koloru (renons), nie może w tym rozdaniu dojść do docelowej liczby punktów, nie dostaje punktu za Game i traci 1 punkt, albo 2, jeśli walet atutowy został zagrany.
hell-opt-players = Gracze
hell-opt-4-two-teams-of = 4 – dwie pary
hell-opt-six-players-as = Sześciu graczy tworzy:
hell-opt-two-teams-of-three = dwie trójki
hell-opt-three-teams-of-two = trzy pary
hell-opt-partners-sit-in-every = Partnerzy siedzą na co drugim miejscu
hell-opt-partners-sit-opposite = Partnerzy siedzą naprzeciw siebie
hell-opt-initial-meld = Pierwsze wyłożenie
hell-opt-minimum = Minimum:
hell-opt-what-the-cards-of = Ile muszą być warte karty pierwszego wyłożenia drużyny w każdej rundzie; wyższe minima utrudniają pierwsze wyłożenie.
hell-opt-threes-left-in-hand = Trójki pozostałe w ręce lub w stopie
hell-opt-5-each-like-any = po 5, jak każda niska karta
hell-opt-a-red-3-costs = Czerwona 3 kosztuje
hell-opt-and-a-black-3 = a czarna 3
hell-opt-what-each-3-still = Ile drużynę kosztuje każda 3, która na koniec rundy zostaje graczowi w ręce lub w stopie.
hell-opt-book-bonuses = Premie za komplety
hell-opt-what-a-closed-book = Ile zamknięty komplet daje oprócz swoich kart; wymagany komplet, którego brakuje na koniec rundy, kosztuje tyle samo.
hell-opt-the-foot = Stopa
hell-opt-claim-your-own-foot = Stopę bierzesz sam
hell-opt-you-must-pick-up = Musisz sam wziąć swoją stopę, gdy pozwalają na to zasady, i nikt ci o tym nie przypomni; w przeciwnym razie dostajesz ją automatycznie.
hell-opt-discarding-sevens = Odrzucanie siódemek
hell-opt-sevens-may-be-discarded = Siódemki można odrzucać po zamknięciu kompletu siódemek
hell-opt-a-house-rule-of = Zasada domowa z Hand and Foot Remastered: gdy któraś drużyna zamknie komplet siódemek, siódemki mogą trafiać na stos. W przeciwnym razie siódemek nigdy się nie odrzuca.
hell-opt-when-a-draw-deck = Gdy talia do dobierania jest pusta
hell-opt-draw-both-cards-from = Dobierać obie karty z drugiej talii
hell-opt-the-round-ends-when = Runda kończy się, gdy obie talie są puste.
hell-opt-the-round-ends = Runda się kończy
hell-opt-the-round-ends-as = Runda kończy się, gdy tylko któraś talia jest pusta; gracz, który ją opróżnił, kończy swój ruch.
sedma-opt-no-king = żaden
hell-opt-seats-and-decks = { $seats }. Tasuje się razem { $decks ->
        [one] { $decks } talię
        [few] { $decks } talie
        [many] { $decks } talii
       *[other] { $decks } talii
    } i { $jokers ->
        [one] { $jokers } jokera
        [few] { $jokers } jokery
        [many] { $jokers } jokerów
       *[other] { $jokers } jokerów
    }: łącznie { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
        [many] { $cards } kart
       *[other] { $cards } kart
    }.
hell-opt-bonus-clean = czysty
hell-opt-bonus-dirty = brudny
hell-opt-bonus-sevens = siódemki
hell-opt-bonus-wild = dziki

## Statystyki

stats-reset = Wyzeruj statystyki…
stats-player = Gracz:
stats-counted-since = Liczą się mecze zakończone od ostatniego zerowania ({ $since }). Historia jest przechowywana w całości.
stats-counted-all = Liczą się wszystkie mecze gracza { $name }; mecze przerwane przed końcem liczą się osobno, jako porzucone, a poddane jako przegrane.
stats-none-yet = Nie ma jeszcze żadnych zakończonych meczów gracza { $name }.
stats-standard-rules = zasady standardowe
# Grupa meczów: „Sedma, 2 graczy, osmová”.
stats-group = { $game }, { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
        [many] { $players } graczy
       *[other] { $players } graczy
    }, { $variants }
stats-matches-played = Rozegrane mecze
stats-matches-won = Wygrane mecze
stats-matches-lost = Przegrane mecze
stats-matches-abandoned = Porzucone mecze
stats-matches-given-up = Poddane mecze
stats-win-rate = Odsetek wygranych
stats-longest-streak = Najdłuższa seria wygranych
stats-hands-played = { $game ->
        [sedma] Rozegrane rozdania
        [all-fours] Rozegrane rozdania
       *[other] Rozegrane rundy
    }
stats-hands-won = { $game ->
        [sedma] Wygrane rozdania
        [all-fours] Wygrane rozdania
       *[other] Wygrane rundy
    }
stats-hands-lost = { $game ->
        [sedma] Przegrane rozdania
        [all-fours] Przegrane rozdania
       *[other] Przegrane rundy
    }
stats-hands-with-hints = { $game ->
        [sedma] Rozdania rozegrane z podpowiedziami
        [all-fours] Rozdania rozegrane z podpowiedziami
       *[other] Rundy rozegrane z podpowiedziami
    }
stats-hands-with-undo = { $game ->
        [sedma] Rozdania rozegrane z cofaniem ruchów
        [all-fours] Rozdania rozegrane z cofaniem ruchów
       *[other] Rundy rozegrane z cofaniem ruchów
    }
stats-average-points = { $game ->
        [sedma] Średnia punktów z kart na rozdanie
        [all-fours] Średnia punktów na rozdanie
       *[other] Średnia punktów na rundę
    }
stats-best-hand = { $game ->
        [sedma] Najlepsze rozdanie
        [all-fours] Najlepsze rozdanie
       *[other] Najlepsza runda
    }
# Wynik najlepszego rozdania ($game_points to tekst ze znakiem, „+2”, i nie wybiera formy):
# Sedma liczy punkty gry i punkty z kart, Siódemki punkty i to, co liczyło się do Game,
# Piekielne siódemki punkty rundy.
stats-best-hand-text = { $game ->
        [sedma] punkty gry { $game_points }, z kart { $card_points ->
            [one] { $card_points } punkt
            [few] { $card_points } punkty
            [many] { $card_points } punktów
           *[other] { $card_points } punktów
        }
        [all-fours] punkty { $game_points }, do Game { $card_points ->
            [one] { $card_points } punkt
            [few] { $card_points } punkty
            [many] { $card_points } punktów
           *[other] { $card_points } punktów
        }
       *[other] punkty w rundzie { $game_points }
    }
stats-best-hand-where =
    { $what }
    { $hand }
stats-best-hand-when =
    { $what }
    { $hand } meczu zakończonego { $finished }
