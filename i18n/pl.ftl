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
    .summary = Pierwsze wyłożenie musi być warte co najmniej 50, 90, 120 i 150 punktów, jak w zwykłej grze Hand and Foot.
variant-sevens-from-hell-steep-minimums = wysokie minima wyłożenia
    .summary = Pierwsze wyłożenie musi być warte co najmniej 60, 120, 180 i 240 punktów.
variant-sevens-from-hell-red-threes-500 = kosztowne trójki (czerwone 500, czarne 300)
    .summary = Czerwona trójka, która zostanie w ręce lub w stopie, kosztuje 500 punktów, czarna 300.
variant-sevens-from-hell-red-threes-only = kosztowne czerwone trójki (czerwone 500, czarne 5)
    .summary = Czerwona trójka, która zostanie w ręce lub w stopie, kosztuje 500 punktów, czarna 5.
variant-sevens-from-hell-big-books = duże premie za komplety
    .summary = Komplet dzikich kart jest wart 1000 punktów, a komplet siódemek 3000 (i tyle samo kosztuje, gdy go brak).
variant-sevens-from-hell-manual-foot = stopę bierzesz sam
variant-sevens-from-hell-sevens-discardable = siódemki można odrzucać po zamknięciu kompletu siódemek
variant-sevens-from-hell-end-on-empty-deck = runda kończy się przy pierwszej pustej talii

## Menu

menu-games = Gry
menu-new-game = Nowa gra
menu-table = Stół
menu-learn = Nauka
menu-back-to-match = Wróć do swojego meczu
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
button-start-new-game = Rozpocznij nową grę
button-use-next-game = Użyj od następnej gry

## Pytania, zanim coś się skończy

dialog-new-game = Rozpocząć nową grę?
dialog-new-game-text = Trwa mecz. Nowa gra go zakończy; w historii zostanie zapisany jako porzucony.
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

## Przy stole: kto co zrobił
# $person to "you" (osoba przy oknie) lub "other" (miejsce o nazwie $who); dla strony "you"
# sam, "you-and" z partnerami, "one" inne miejsce lub "many" (partnerzy, $who).

list-and = { $first } i { $last }
list-amp = { $first } i { $last }
match-won = { $person ->
        [you] Wygrywasz mecz
        [you-and] { $who } wygrywacie mecz
        [one] { $who } wygrywa mecz
       *[many] { $who } wygrywają mecz
    }
match-shared = Zwycięstwem dzielą się: { $who }
table-dealing = Rozdawanie…
table-drawing = Dobieranie z talii…
table-hand-over = Rozdanie się skończyło.
table-thinking = { $who } się zastanawia…
table-match-over = Koniec meczu: { $won } ({ $totals })
table-plays = { $person ->
        [you] Zagrywasz
       *[other] { $who } zagrywa
    } { $card }.
refuse-not-in-hand = Nie masz tej karty na ręce.
refuse-hand-over = Rozdanie się skończyło.

## Sedma przy stole
sedma-turn-play = Twój ruch: zagraj kartę (kliknij ją albo wybierz strzałkami i naciśnij Enter, albo naciśnij { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Twój ruch: kontynuuj lewę (kliknij podświetloną kartę) albo ją zakończ (E).
sedma-why-lead-holds = zostaje karta wyjścia, { $card }: nikt nie dołożył tej samej wartości ani dzikiej karty
sedma-why-seven-on-seven = wyjście siódemką bije tylko siódemka ({ $nth }. siódemka)
sedma-why-matches = { $card } pasuje do wyjścia ({ $nth }. karta tej wartości)
sedma-why-seven = siódemka bije każdą kartę
sedma-why-eight = w osmovej ósemki są dzikie jak siódemki
sedma-why-wild = { $card } gra jako siódemka, a siódemka bije każdą kartę
sedma-why-wild-led-holds = zostaje karta wyjścia, { $card } grająca jako siódemka: wyjście siódemką bije tylko siódemka, a nikt jej nie zagrał
sedma-trick-taken = { $person ->
        [you] Bierzesz
       *[other] { $who } bierze
    } lewę{ $points ->
        [0] { $bonus ->
            [0] {""}
           *[other] {" "}(+{ $bonus } za ostatnią lewę)
        }
       *[other] { $bonus ->
            [0] {" "}(+{ $points })
           *[other] {" "}(+{ $points } i { $bonus } za ostatnią lewę)
        }
    }: { $why }
sedma-continues = { $person ->
        [you] Kontynuujesz
       *[other] { $who } kontynuuje
    } lewę { $card }: każdy zagrywa jeszcze jedną kartę
sedma-burned-trick = Spalone! Cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] wyżniki
        [jack] niżniki
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
       *[seven] siódemki
    } z rzędu: { $person ->
        [you] wygrywasz
        [you-and] { $who } wygrywacie
        [one] { $who } wygrywa
       *[many] { $who } wygrywają
    } rozdanie za { $stake ->
        [one] { $stake } punkt gry
        [few] { $stake } punkty gry
       *[other] { $stake } punktów gry
    }
sedma-burned-hand = Spalone rozdanie! { $person ->
        [you] Masz
       *[other] { $who } ma
    } cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] wyżniki
        [jack] niżniki
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
       *[seven] siódemki
    }: rozdanie się kończy
sedma-new-hand = Rozdanie { $number }: { $dealer_person ->
        [you] rozdajesz
       *[other] { $dealer } rozdaje
    }, { $leader_person ->
        [you] wychodzisz
       *[other] wychodzi { $leader }
    }.
sedma-passes = { $person ->
        [you] Pasujesz
       *[other] { $who } pasuje
    } w tej kolejce (raz na rozdanie gracz może opuścić jedną kolejkę)
sedma-refuse-continue = Aby kontynuować lewę, musisz zagrać { $cards }; { $card } się nie nadaje.
sedma-refuse-end-not-now = Lewę może zakończyć tylko gracz, który wychodził, i to dopiero, gdy wszyscy zagrali w tej kolejce.
sedma-refuse-no-pass-rule = Pasować można tylko w trzech graczy, z 32 kartami i zasadą pasowania.
sedma-refuse-leader-cannot-pass = Gracz, który wychodził, nie może pasować: zakończ lewę albo ją kontynuuj.
sedma-refuse-pass-used = Ktoś już pasował w tym rozdaniu; wolno tylko raz.
sedma-refuse-pass-stock-empty = Pasować można tylko, dopóki w talii są karty.

## Paski, tabliczki, stosy i podsumowania przy stole
strip-hand = Rozdanie { $number }
strip-match = Mecz: { $totals }, { $goal }
strip-last-trick = Ostatnia lewa (L)
strip-last-trick-hover = Pokaż ostatnią lewę wziętą w tym rozdaniu
last-trick-heading = Ostatnia lewa
table-stock = Talia: { $count }
plate-cards-dealer = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    } · rozdaje
table-refused-hint = Tej karty nie można teraz zagrać: kliknij ją, żeby zobaczyć dlaczego
trick-card-label = { $card }, { $person ->
        [you] twoja karta
       *[other] zagrywa { $who }
    }{ $winning ->
        [yes] , wygrywa
       *[no] {""}
    }
trick-winning-tag = wygrywa
# Ręka z kartami zakrytymi: czyja ($who, $person) i ile kart ($count).
hand-face-down = { $person ->
        [you] Twoja ręka
       *[other] Ręka: { $who }
    }: { $count ->
        [one] { $count } karta zakryta
        [few] { $count } karty zakryte
       *[other] { $count } kart zakrytych
    }
open-hand-card = { $card }, { $person ->
        [you] na twojej ręce
       *[other] na ręce: { $who }
    }
summary-hand-over = Rozdanie { $number } zakończone
summary-match = Mecz: { $totals } ({ $goal })
summary-match-won = { $won }!
summary-next-hand = Następne rozdanie
summary-lesson-goes-on = Lekcja toczy się dalej w panelu po prawej.
summary-show-sheet = Pokaż zapis punktów
summary-review = Oceń moją grę
summary-review-hover = Analiza przejrzy każdą twoją decyzję w tym rozdaniu na podstawie tego, co wtedy było widać, porówna ją z ruchem, który radzi podpowiedź, i powie, które kosztowały punkty
button-close = Zamknij

## Zapisy punktów i powtórki
sheet-goal = Cel: { $goal }
sheet-match = Mecz: { $totals }
sheet-winner = Zwycięzca meczu: { $who }
date-time = { $day }.{ $mm }.{ $year }, { $hh }:{ $minute }
sheet-shared-win = { $who } (wspólne zwycięstwo)
sheet-score = Wynik: { $totals }
sheet-no-points = bez punktów
sheet-result = { $gains } ({ $why })
sheet-empty-hands = Żadne rozdanie jeszcze się nie skończyło.
replay-hand-over = Koniec rozdania: { $why }
replay-next = Teraz: { $who }
replay-stock = Talia
sedma-replay-deal = Rozdanie kart. { $dealer_person ->
        [you] Rozdajesz
       *[other] { $dealer } rozdaje
    }, { $leader_person ->
        [you] wychodzisz
       *[other] wychodzi { $leader }
    }.
sedma-replay-seat = { $tricks ->
        [one] { $tricks } lewa
        [few] { $tricks } lewy
       *[other] { $tricks } lew
    }, { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    }{ $dealer ->
        [yes] , rozdaje
       *[no] {""}
    }
sedma-ends-trick = { $person ->
        [you] Kończysz
       *[other] { $who } kończy
    } lewę

## Wyniki rozdań w Sedmie
sedma-summary-points = Punkty z kart: { $totals }
sedma-summary-tricks = Lewy: { $totals }
sedma-pile-points = { $who }: { $count ->
        [one] { $count } punkt
        [few] { $count } punkty
       *[other] { $count } punktów
    }
sedma-pile-tricks = { $who }: { $count ->
        [one] { $count } lewa
        [few] { $count } lewy
       *[other] { $count } lew
    }
sedma-nobody-wins = Nikt nie wygrywa rozdania: { $why }
sedma-side-wins = { $person ->
        [you] Wygrywasz
        [you-and] { $who } wygrywacie
        [one] { $who } wygrywa
       *[many] { $who } wygrywają
    } { $stake ->
        [one] { $stake } punkt gry
        [few] { $stake } punkty gry
       *[other] { $stake } punktów gry
    }: { $why }
sedma-sides-win = { $who } wygrywają, każdy { $stake ->
        [one] { $stake } punkt gry
        [few] { $stake } punkty gry
       *[other] { $stake } punktów gry
    }: { $why }
sedma-why-burned-in-trick = spalone: cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] wyżniki
        [jack] niżniki
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
       *[seven] siódemki
    } z rzędu
sedma-why-burned-hand = spalone rozdanie: cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] wyżniki
        [jack] niżniki
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
       *[seven] siódemki
    } na ręce
sedma-why-every-trick = wszystkie lewy
sedma-why-all-points = wszystkie { $total } punktów
sedma-why-last-trick-decides = { $points }:{ $points }, decyduje ostatnia lewa
sedma-why-majority = większość punktów
sedma-why-two-tie = dwóch ma najwięcej po równo: trzeci płaci każdemu 1
sedma-why-all-equal = wszyscy po równo: nikt nie płaci

## Pasek akcji w Sedmie
sedma-end-trick = Zakończ lewę
sedma-continue-with = Kontynuuj: { $card }
sedma-pass-round = Pasuj w tej kolejce
sedma-pass-explained = Raz na rozdanie gracz, który nie wychodził, może opuścić kolejkę i dobrać o kartę mniej.
sedma-continue-wild = { $eights ->
        [yes] siódemkę albo ósemkę
       *[no] siódemkę
    }
sedma-continue-another = { $rank } albo { $eights ->
        [yes] siódemkę albo ósemkę
       *[no] siódemkę
    }
sedma-continue-wild-led = { $eights ->
        [yes] siódemkę albo ósemkę
       *[no] siódemkę
    } (karta wyjścia, { $card }, gra jako siódemka)
sedma-end-or-continue = Zakończ: { $person ->
        [you] bierzesz
       *[other] { $who } bierze
    } { $cards ->
        [one] { $cards } kartę
        [few] { $cards } karty
       *[other] { $cards } kart
    } ze stołu ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    }). Kontynuuj: zagraj { $another }, a każdy zagra jeszcze jedną kartę.
sedma-end-or-continue-as-is = Zakończ: lewa zostaje wzięta tak, jak leży. Kontynuuj: zagraj { $another }, a każdy zagra jeszcze jedną kartę.
sedma-goal-target = kto pierwszy zdobędzie { $points ->
        [one] { $points } punkt gry
        [few] { $points } punkty gry
       *[other] { $points } punktów gry
    }
sedma-goal-hands = najwięcej punktów gry po { $hands ->
        [one] { $hands } rozdaniu
       *[other] { $hands } rozdaniach
    }
history-sheet-empty = W tym meczu nie skończyło się żadne rozdanie.
## Strona historii
history-heading = Historia meczów
history-show = Pokaż:
history-all-games = Wszystkie gry
history-player = Gracz:
history-everyone = Wszyscy
history-none-yet = Nie ma jeszcze zakończonych meczów. Mecze pojawią się tutaj, gdy się skończą.
history-newest-first = Najnowsze na górze. Otwórz mecz, żeby zobaczyć jego tabelę wyników i odtworzyć jego rozdania.
# $when: kiedy mecz się skończył; $error: co jest z nim nie tak; $file: nazwa jego pliku.
history-cannot-replay = Meczu z { $when } nie da się odtworzyć: { $error }. Jego plik ({ $file }) mógł zostać zmieniony ręcznie.
# $game: nazwa gry; $players: liczba graczy przy stole.
history-match-title = { $game }, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[other] { $players } graczy
    }
# $variants: nazwy wariantów rozdzielone przecinkami.
history-match-title-variants = { $game } ({ $variants }), { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[other] { $players } graczy
    }
# Mecz na liście: $when się skończył, jego $title (history-match-title), ile było rozdań $hands
# (hand-count) i jego wynik $result.
history-row = { $when } · { $title } · { $hands } · { $result }
# $count rozdań gry, tak jak nazywają je gracze.
hand-count = { $game ->
        [sevens-from-hell] { $count ->
            [one] { $count } runda
            [few] { $count } rundy
           *[other] { $count } rund
        }
       *[other] { $count ->
            [one] { $count } rozdanie
            [few] { $count } rozdania
           *[other] { $count } rozdań
        }
    }
history-back = Wróć do listy
# $abandoned: yes, gdy mecz został niedokończony; $when: kiedy; $result: jak się skończył.
history-ended = { $abandoned ->
        [yes] Przerwany
       *[no] Zakończony
    } { $when }: { $result }
# Etykieta przed przyciskami rozdań meczu.
history-hands = { $game ->
        [sevens-from-hell] Rundy:
       *[other] Rozdania:
    }
# $hand: hand-label wielką literą („Rozdanie 3”).
history-hand-undone = { $hand } (grane z cofaniem ruchów)
# $hand: hand-label („rozdanie 3”).
history-watch = Obejrzyj przy stole: { $hand }
history-watch-hover = Przejdź ruch po ruchu przy stole tej gry, z dowolnego miejsca albo ze wszystkimi kartami odkrytymi
history-copy-record = Kopiuj zapis rozdania
history-copy-record-hover = Rozdane karty, każdy ruch i wynik jako zwykły tekst
history-record-copied = Zapis rozdania skopiowano: wklej go do wiadomości.
history-copy-scenario = Kopiuj jako plik scenariusza
history-copy-scenario-hover = Rozdanie jako scenariusz dla `sevenfold replay`, z jego wynikiem jako oczekiwanym
history-scenario-copied = Scenariusz skopiowano: wklej go do pliku z rozszerzeniem .ron.
history-copy-failed = Nic nie skopiowano: { $error }
history-review = Oceń moją grę w tym rozdaniu
history-review-hover = Analiza przegląda każdą twoją decyzję z tego, co wtedy było widać, porównuje ją z ruchem, który radzi podpowiedź, i mówi, które kosztowały punkty
history-previous-move = Poprzedni ruch
history-next-move = Następny ruch
history-move-of = Ruch { $step } z { $total }
history-keys = (strzałki w lewo i w prawo przechodzą o ruch, Home i End skaczą)
replay-trick = Lewa
replay-no-cards = brak kart
# Zapis rozdania jako zwykły tekst do wklejenia do wiadomości.
record-title = Zapis rozdania z Sevenfold
# $title: history-match-title; $when: kiedy mecz się skończył; $hand: hand-label; $hands: ile ich było.
record-heading = { $title } · mecz z { $when } · { $hand } z { $hands }
# Kto rozdawał ($person: you albo other).
record-dealer = { $person ->
        [you] Rozdajesz ty.
       *[other] Rozdaje { $who }.
    }
record-deal = Rozdane karty
record-play = Przebieg gry
record-result = Wynik
record-score-after = Stan meczu potem: { $totals }
# $hand: hand-label.
record-no-such-hand = { $hand } nie istnieje w tym meczu
record-no-score = rozdanie nie ma wyniku

## Rama stołu: podpowiedzi, cofanie, lekcje, powtórki, trening
table-hint = Podpowiedź (H)
table-hint-hover = Co zagrałby tu poziom normalny i dlaczego
table-hint-thinking = Zastanawiam się nad twoim ruchem.
table-undo = Cofnij (Ctrl+Z)
table-undo-hover = Cofa twoją ostatnią decyzję i odpowiedzi innych na nią
table-redo = Ponów (Ctrl+Shift+Z)
table-redo-hover = Zagrywa ponownie cofniętą decyzję i odpowiedzi, które po niej nastąpiły
table-no-review = Tego rozdania nie da się ocenić.
review-heading = Analiza twojej gry
review-moves-counted = Ruchy są liczone od rozdania, tak jak w powtórce w historii.
## Podpowiedzi i ocena eksperta. Ruch nazywa się w formie $form „advice” (sama rada: „zagraj
## siódemkę kier”) albo „choice” (jedna z możliwości, bezokolicznik: „zagrać siódemkę kier”).
# $card: karta w przypadku, którego wymaga ruch (continue: narzędnik; play: biernik).
sedma-advice = { $form ->
        [advice] { $action ->
            [continue] kontynuuj { $card }
            [end] zakończ lewę
            [pass] pasuj w tej kolejce
           *[play] zagraj { $card }
        }
       *[choice] { $action ->
            [continue] kontynuować { $card }
            [end] zakończyć lewę
            [pass] spasować w tej kolejce
           *[play] zagrać { $card }
        }
    }
# $card: biernik.
all-fours-advice = { $form ->
        [advice] { $action ->
            [stand] powiedz „zostaję”
            [beg] powiedz „żebrzę”
            [give] daj punkt
            [run] rozdaj dodatkowe karty
            [discard] odrzuć { $card }
           *[play] zagraj { $card }
        }
       *[choice] { $action ->
            [stand] powiedzieć „zostaję”
            [beg] powiedzieć „żebrzę”
            [give] dać punkt
            [run] rozdać dodatkowe karty
            [discard] odrzucić { $card }
           *[play] zagrać { $card }
        }
    }
# $kind: rodzaj kompletu w dopełniaczu („króli”); $piece: jedna karta w bierniku („jokera”);
# $card: biernik.
hell-advice = { $form ->
        [advice] { $action ->
            [draw] dobierz dwie karty
            [take] weź stos
            [start] zacznij komplet { $kind }
            [start-dirty] zacznij komplet { $kind } z dziką kartą
            [start-wild] zacznij komplet dzikich kart
            [add] dołóż { $piece } do kompletu { $kind }
            [meld] połóż pierwsze wyłożenie
            [cancel] zabierz wybrane karty z powrotem
            [foot] weź stopę
            [discard] odrzuć { $card }
           *[end] zakończ ruch
        }
       *[choice] { $action ->
            [draw] dobrać dwie karty
            [take] wziąć stos
            [start] zacząć komplet { $kind }
            [start-dirty] zacząć komplet { $kind } z dziką kartą
            [start-wild] zacząć komplet dzikich kart
            [add] dołożyć { $piece } do kompletu { $kind }
            [meld] położyć pierwsze wyłożenie
            [cancel] zabrać wybrane karty z powrotem
            [foot] wziąć stopę
            [discard] odrzucić { $card }
           *[end] zakończyć ruch
        }
    }
hint-nothing = Tu nie ma czego podpowiadać: nie ma o czym decydować.
# $action: rada.
hint-only = Podpowiedź: { $action } – zasady nie pozwalają na inny ruch.
# $unit: card-points (Sedma: punkty z kart do końca rozdania) albo points (Siódemki: punkty
# z tego rozdania dla twojej strony); $value: oczekiwane punkty (w Siódemkach z przecinkiem).
hint-expected = Podpowiedź: { $action } – { $unit ->
        [card-points] do końca rozdania spodziewaj się około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } z kart
       *[points] z tego rozdania około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } dla twojej strony
    }.
# $next: druga najlepsza możliwość (bezokolicznik); $other: czego się po niej spodziewać.
hint-expected-against = Podpowiedź: { $action } – { $unit ->
        [card-points] do końca rozdania spodziewaj się około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } z kart; { $next } da około { $other }
       *[points] z tego rozdania około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } dla twojej strony; { $next } da około { $other }
    }.
hint-expected-alike = Podpowiedź: { $action } – { $unit ->
        [card-points] do końca rozdania spodziewaj się około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } z kart
       *[points] z tego rozdania około { $value } { $value ->
            [one] punktu
            [few] punktów
            [many] punktów
           *[other] punktu
        } dla twojej strony
    }; { $next } jest mniej więcej tak samo dobre.
# Wszystkie karty są znane (koniec rozdania w Sedmie); $points: punkty z kart przy najlepszej grze obu stron.
hint-solved = Podpowiedź: { $action } – przy najlepszej grze obu stron skończysz z { $points } { $points ->
        [one] punktem
       *[other] punktami
    } z kart.
hint-solved-against = Podpowiedź: { $action } – przy najlepszej grze obu stron skończysz z { $points } { $points ->
        [one] punktem
       *[other] punktami
    } z kart; { $next } da { $other }.
hint-solved-alike = Podpowiedź: { $action } – wszystkie karty są już znane i przy najlepszej grze skończysz z { $points } { $points ->
        [one] punktem
       *[other] punktami
    } z kart, cokolwiek zagrasz.
hint-swindle = Podpowiedź: { $action } – przy najlepszej grze obu stron to rozdanie jest przegrane, ale ta droga je wygrywa, jeśli przeciwnik odpowie tak, jak odpowiedziałby rozsądny gracz.
# Reguła kciuka w Piekielnych siódemkach: $why to jeden z komunikatów hell-why.
hint-rule = Podpowiedź: { $action } – { $why }.
hell-why-draw-over-pile = dwie karty z talii przydadzą ci się bardziej niż stos
hell-why-pile-closed = stosu nie można teraz wziąć
hell-why-take-pile = { $cards ->
        [one] karta ze stosu trafia
        [few] { $cards } karty ze stosu trafiają
       *[other] { $cards } kart ze stosu trafia
    } do twojej ręki, a twoja para idzie na stół
hell-why-foot = karty z twojej stopy możesz teraz zagrywać
hell-why-meld-enough = wybrane wyłożenie jest warte { $value }, czyli dość na { $minimum }, których wymaga ta runda
hell-why-meld-short = wybrane karty nie osiągną minimum: zachowaj je na późniejszy ruch
# $kind: biernik.
hell-why-stage = wybierz { $kind } do pierwszego wyłożenia za { $minimum } lub więcej
hell-why-sevens = komplet siódemek to jeden z pięciu, których potrzebuje twoja drużyna, a siódemek nie wolno odrzucać
hell-why-wilds = komplet dzikich kart jest obowiązkowy, a dzikie karty zostawione w ręce kosztują po 20 lub 50
hell-why-on-table = karty na stole dają ci punkty; karty w ręce liczą się przeciwko tobie
hell-why-dirty-book = para i dzika karta tworzą komplet: brudny komplet, który twoja drużyna może zamknąć
# $kind: dopełniacz.
hell-why-closes-clean = zamyka komplet { $kind }
hell-why-more-on-table = więcej kart na stole daje ci punkty, a mniej zostaje w ręce
hell-why-closes-dirty-needed = zamyka brudny komplet, a twoja drużyna potrzebuje jeszcze dwóch
hell-why-closes = zamyka komplet
hell-why-wilds-grow = komplet dzikich kart rośnie w stronę siedmiu kart, których potrzebuje
hell-why-wild-late = pod koniec rundy dzika karta na stole jest warta więcej niż w ręce
hell-why-discard-three = trójka nie przyda się w żadnym komplecie, a na wierzchu stosu zamraża go dla następnego gracza
hell-why-discard-theirs = przeciwnicy już budują tę wartość, więc rzadko mają parę, którą wzięliby z nią stos
hell-why-discard-single = pojedyncza karta bez twojego kompletu, do którego mogłaby trafić, jest ci najmniej potrzebna
hell-why-discard-least = tej karty twoja ręka potrzebuje najmniej
hell-why-nothing-to-discard = niczego, co trzymasz, nie wolno odrzucić
# Kwota w ocenie: $unit to card-points albo points; $value może mieć przecinek dziesiętny.
review-amount = { $value } { $unit ->
        [card-points] { $value ->
            [one] punkt
            [few] punkty
            [many] punktów
           *[other] punktu
        } z kart
       *[points] { $value ->
            [one] punkt
            [few] punkty
            [many] punktów
           *[other] punktu
        }
    }
review-looking = Analiza przegląda twoją grę…
review-progress = Analiza przegląda twoje decyzje: { $done } z { $total }.
review-lost = Ocena nieoczekiwanie się nie powiodła; spróbuj ponownie.
review-stopped = Ocenę przerwano.
# $number: ruch (od 1), którego zasady nie przyjmują: zapis jest uszkodzony.
review-misfit = Tego rozdania nie da się ocenić: jego { $number }. ruch nie pasuje do rozdanych kart.
review-forced = Każdy twój ruch w tym rozdaniu był wymuszony: nie było o czym decydować.
# $judged: twoje decyzje, które przejrzał ekspert.
review-clean = Analiza przejrzała { $judged ->
        [one] twoją jedyną decyzję i nie zmieniłaby jej
        [few] twoje { $judged } decyzje i nie zmieniłaby żadnej z nich
       *[other] twoich { $judged } decyzji i nie zmieniłaby żadnej z nich
    }. Dobrze zagrane.
# $changed z $judged decyzji ekspert by zmienił; $exact: yes, gdy wszystkie karty były znane;
# $cost: review-amount.
review-changed = Analiza zmieniłaby { $judged ->
        [one] twoją jedyną decyzję; kosztowała
       *[other] { $changed ->
            [one] jedną z twoich { $judged } decyzji; kosztowała
           *[other] { $changed } z twoich { $judged } decyzji; razem kosztowały
        }
    } { $exact ->
        [yes] dokładnie { $cost }.
       *[no] mniej więcej { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }.
    }
# $step: ruch liczony od rozdania; $played i $best: możliwości (bezokolicznik).
review-finding = Ruch { $step }: { $played } kosztowało { $exact ->
        [yes] dokładnie { $cost }; lepiej było, jak radzi podpowiedź, { $best } (wszystkie karty były znane).
       *[no] mniej więcej { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; lepiej było, jak radzi podpowiedź, { $best }.
    }
review-show = Pokaż
review-measure = Każdy koszt jest mierzony względem ruchu, który radzi podpowiedź z tej samej pozycji: o ile mniej mogła oczekiwać twoja strona na koniec rozdania, gdy oba ruchy dogra się na tych samych losowanych rozdaniach; ± to margines 95% i podawane są tylko koszty, które go przekraczają.
table-match-won-again = { $won }. Aby zagrać ponownie, zacznij nową grę.
table-match-is-over = Mecz się skończył.
undo-nothing = Nie ma teraz twojej decyzji do cofnięcia.
undo-done = Ostatnia decyzja została cofnięta.
undo-done-hot-seat = Ostatnia decyzja została cofnięta.
redo-done = Decyzja została zagrana ponownie.
redo-done-hot-seat = Decyzja została zagrana ponownie.
refuse-match-over = Mecz się skończył: aby zagrać ponownie, zacznij nową grę.
refuse-summary-open = To już koniec: zamknij podsumowanie, aby grać dalej.
refuse-wait-turn = Poczekaj: teraz ruch ma { $who }.
refuse-cards-moving = Chwila: karty jeszcze się przesuwają.
bot-stopped = Gracz komputerowy przestał działać; za niego wykonano losowy dozwolony ruch.
bot-illegal-move = { $who }: ruch niezgodny z zasadami; zamiast niego wykonano losowy dozwolony ruch.
lesson-move-broken = Ruchu lekcji „{ $text }” nie można zagrać: { $reason }
lesson-started = Lekcja: { $title }
lesson-read-step = Przeczytaj krok w panelu lekcji, a potem naciśnij Dalej.
lesson-read-first = Przeczytaj krok, a potem naciśnij Dalej.
lesson-over-say = Lekcja się skończyła: zagraj prawdziwą grę albo wróć do lekcji.
puzzle-over-say = Zadanie rozwiązane: zagraj prawdziwą grę albo wróć do zadań.
lesson-kind-lesson = Lekcja
lesson-kind-puzzle = Zadanie do ćwiczeń
lesson-step-of = Krok { $step } z { $steps }
lesson-next = Dalej
lesson-done = Brawo: lekcja skończona.
puzzle-solved = Brawo: zadanie rozwiązane.
lesson-remember = Do zapamiętania:
lesson-play-real = Zagraj teraz prawdziwą grę
lesson-restart = Zacznij lekcję od nowa
lesson-back = Wróć do lekcji
puzzle-again = Spróbuj jeszcze raz
puzzle-back = Wróć do zadań
watch-next = Teraz: { $who }. Następny ruch (albo strzałka w prawo) pokaże, co { $person ->
        [you] stało się na twoim miejscu
       *[other] stało się na miejscu: { $who }
    }.
watch-refuse = To jest powtórka: Następny ruch zagrywa ruch, który tu wykonano.
watch-back = Wróć do historii
watch-title = Powtórka: { $title }
watch-previous = Poprzedni ruch
watch-next-move = Następny ruch
watch-move-of = Ruch { $done } z { $total }
watch-keys = (strzałki krok po kroku, Home i End skaczą)
watch-seen-from = Widok:
watch-face-up = Wszystkie karty odkryte
practice-strip = Trening: { $hand } jeszcze raz od rozdania. Nic tu nie jest zapisywane ani liczone.
practice-again = Rozdaj ponownie
practice-back = Wróć do meczu
cover-score = Wynik: { $totals }

# Zasady gier po polsku, dla i18n/pl.ftl: strona wokół zasad, a potem zasady każdej gry,
# jedna wiadomość na nagłówek, akapit lub punkt, w kolejności, w jakiej pokazuje je strona.
# „Nasz wybór” (House choice) oznacza decyzję tej aplikacji w kwestiach, których tradycyjne
# zasady nie rozstrzygają.

## Zasady: strona

rules-page-heading = Jak grać
rules-page-lessons = Ucz się, grając: lekcje
rules-page-house-note = Zasady oznaczone „Nasz wybór” to kwestie, których tradycyjne zasady nie rozstrzygają; tak rozstrzyga je Sevenfold.
rules-page-house-tag = Nasz wybór
rules-page-pack = Talia
rules-page-german = Talia niemiecka
rules-page-french = Talia francuska
rules-page-german-pack = Talia niemiecka: czerwień, dzwonki, żołędzie i zieleń; as, król, wyżnik (O), niżnik (U), 10, 9, 8, 7.
rules-page-french-pack = Talia francuska: kier, karo, trefl i pik; as, król, dama (Q), walet (J), 10, 9, 8, 7.

## Zasady: Sedma

rules-sedma-intro = Sedma (po czesku „siódemka”) to gra w lewy dla dwóch, trzech lub czterech graczy. Punkty dają tylko asy i dziesiątki, a kartę można pobić tylko kartą tej samej wartości albo siódemką.
rules-sedma-cards = Karty
rules-sedma-cards-pack = Talia 32 kart: niemiecka (czerwień, dzwonki, żołędzie, zieleń) z wartościami as, król, wyżnik, niżnik, 10, 9, 8 i 7 albo francuska (kier, karo, trefl, pik) z wartościami as, król, dama, walet, 10, 9, 8 i 7.
rules-sedma-cards-no-order = Kolory nie mają znaczenia, a wartości nie mają kolejności: król nie jest lepszy od dziewiątki.
rules-sedma-cards-points = Każdy as i każda dziesiątka są warte 10 punktów, a ostatnia lewa jeszcze 10: w rozdaniu jest razem 90 punktów.
rules-sedma-deal = Gracze i rozdanie
rules-sedma-deal-players = Dwóch graczy gra jeden na jednego. Czterech gra w dwóch parach, partnerzy siedzą naprzeciw siebie. Trzech gra każdy za siebie 30 kartami (usuwa się dwie ósemki).
rules-sedma-deal-four = Rozdający daje każdemu cztery karty, po dwie, zaczynając od gracza po swojej lewej stronie. Reszta kart tworzy zakrytą talię do dobierania.
rules-sedma-deal-first = Pierwszego rozdającego wybiera los; wychodzi gracz po lewej stronie rozdającego.
rules-sedma-deal-next = Po każdym rozdaniu rozdaje jeden z przegranych, a wychodzi jeden ze zwycięzców: przy dwóch graczach rozdaje przegrany; przy czterech rozdawanie przechodzi w lewo, jeśli strona rozdającego wygrała, a na partnera rozdającego, jeśli przegrała. Wychodzi przeciwnik siedzący po lewej stronie nowego rozdającego.
rules-sedma-deal-three-ties = Przy trzech graczach rozdaje ten, kto ma najmniej punktów, a wychodzi ten, kto ma najwięcej. Jeśli dwóch ma po równo najwięcej, rozdaje trzeci, a wychodzi ten z nich, który jest pierwszy na lewo od rozdającego; jeśli wszyscy trzej mają po równo, rozdawanie przechodzi w lewo; jeśli dwóch ma po równo najmniej, rozdaje ten z nich, który jest pierwszy po poprzednim rozdającym.
rules-sedma-trick = Rozgrywanie lewy
rules-sedma-trick-any-card = Wychodzący zagrywa dowolną kartę, potem każdy kolejny gracz zagrywa dowolną kartę: nie trzeba dokładać do koloru ani do wartości.
rules-sedma-trick-continue = Gdy wszyscy zagrali, wychodzący decyduje: kończy lewę albo ją kontynuuje, zagrywając kolejną kartę wartości, od której wyszedł, lub siódemkę. Potem każdy zagrywa jeszcze jedną kartę i wychodzący decyduje ponownie. Wychodzący, który nie ma żadnej z tych kart, nie może kontynuować i lewa kończy się sama.
rules-sedma-trick-continue-winning = Wychodzący może kontynuować, nawet gdy lewę wygrywa jego własna strona.
rules-sedma-trick-winner = Lewę bierze ten, kto zagrał ostatnią kartę wartości wyjścia albo siódemkę. Jeśli nikt nie dołożył karty tej wartości ani siódemki, utrzymuje się karta wychodzącego. Wyjście siódemką może pobić tylko inna siódemka.
rules-sedma-trick-draw = Zwycięzca zabiera wszystkie karty lewy. Następnie, zaczynając od zwycięzcy, każdy dobiera z talii po jednej karcie, aż wszyscy mają po cztery albo talia się skończy. Zwycięzca wychodzi do następnej lewy; gdy talii już nie ma, dogrywa się karty z ręki.
rules-sedma-scoring = Punktacja
rules-sedma-scoring-count = Gdy wszystkie karty są zagrane, każda strona liczy swoje asy i dziesiątki oraz 10 za ostatnią lewę. Rozdanie wygrywa strona, która ma więcej punktów.
rules-sedma-scoring-game-points = Zwycięzca dostaje 1 punkt gry za większość, 2 za zdobycie wszystkich 90 punktów, gdy pozostali wzięli jakąś lewę, i 3 za wzięcie wszystkich lew.
rules-sedma-scoring-three = Przy trzech graczach zwycięzca dostaje tyle punktów gry od każdego z dwóch pozostałych. Jeśli dwóch ma po równo najwięcej, trzeci płaci każdemu z nich 1; jeśli wszyscy trzej mają po 30, nikt nie płaci.
rules-sedma-scoring-match = Mecz wygrywa strona, która pierwsza zdobędzie 10 punktów gry (cel możesz zmienić).
rules-sedma-variants = Warianty (w Ustawieniach)
rules-sedma-osmova = Sedma osmová: oprócz siódemek dzikie są też ósemki i można nimi kontynuować lewę. Karta tej samej wartości co wyjście bije wszystko; siódemka bije karty wartości wyjścia i siódemki, ale nie ósemkę; ósemka bije karty wartości wyjścia i ósemki, ale nie siódemkę. Źródła nie mówią, co się dzieje, gdy ósemka przychodzi po siódemce: domyślnie utrzymuje się siódemka, a jedna z opcji pozwala wygrać ósemce.
rules-sedma-osmova-points = Punkty za lewy jak w osmovej: oprócz asów i dziesiątek każda wygrana lewa jest warta 10, a ostatnia lewa jeszcze 10.
rules-sedma-osmova-points-tie = Przy punktach za lewy jak w osmovej remis wygrywa strona, która wzięła ostatnią lewę.
rules-sedma-tricks-only = Tylko lewy: asy i dziesiątki nie są nic warte; każda lewa jest warta 1.
rules-sedma-tricks-only-tie = Przy grze tylko na lewy, gdy strony mają tyle samo lew, wygrywa strona, która wzięła ostatnią lewę.
rules-sedma-slovak = Zasady słowackie: nic za ostatnią lewę (razem 80 punktów), a remis 40:40 wygrywa strona, która wzięła ostatnią lewę. Rozdawanie przechodzi dalej tylko wtedy, gdy przeciwnicy rozdającego zdobyli co najmniej 60 punktów; w przeciwnym razie ten sam gracz rozdaje ponownie.
rules-sedma-burning = Palenie (dwóch lub czterech graczy): gdy ostatnie cztery karty zagrane do lewy mają tę samą wartość, rozdanie od razu się kończy i wygrywa je strona, która zagrała czwartą z nich, za 1 punkt gry (3 za siódemki), 4 punkty gry albo 5 punktów gry (10 za dziesiątki, 15 za siódemki), zależnie od wyboru w ustawieniach.
rules-sedma-burning-eights = W osmovej cztery ósemki z rzędu palą tak jak każda zwykła wartość.
rules-sedma-burned-hand = Spalone rozdanie: gracz, który ma cztery karty tej samej wartości (po rozdaniu lub po dobraniu), od razu wygrywa rozdanie dla swojej strony, za 4 punkty gry.
rules-sedma-burned-hand-tie = Jeśli dwóch graczy ma w tej samej chwili po cztery karty jednej wartości, wygrywa ten, który jest wcześniej w kolejności dobierania.
rules-sedma-king = Król gra sam (trzech graczy): kto ma wybranego króla, gra przeciwko dwóm pozostałym razem, a ten król działa dokładnie jak siódemka. Nikt nie zna składu stron, dopóki król nie zostanie zagrany. W tym wariancie nie ma palenia.
rules-sedma-king-stakes = Gracz grający sam wygrywa punkty gry za rozdanie od każdego z dwóch pozostałych albo przegrywa je na rzecz każdego z nich.
rules-sedma-three-32 = Trzech graczy ze wszystkimi 32 kartami: jednemu graczowi na końcu brakuje karty i lewa może mieć tylko dwie karty. Z zasadą pasowania zamiast tego raz na rozdanie gracz, który nie wychodzi, może opuścić jedną kolejkę lewy, dopóki w talii są karty, i dobiera wtedy o jedną kartę mniej.
rules-sedma-continue-losing = Kontynuacja tylko przy przegrywaniu: wychodzący może kontynuować lewę tylko wtedy, gdy jego strona jej nie wygrywa.
rules-sedma-dealer-draw = Losowanie rozdającego: każdy ciągnie kartę; kto ma najniższą, rozdaje, a przy czterech graczach dwie osoby z najniższymi kartami grają razem przeciwko dwóm z najwyższymi.
rules-sedma-fixed-hands = Stała liczba rozdań: po tylu rozdaniach wygrywa strona z największą liczbą punktów gry.
rules-sedma-fixed-hands-tie = Jeśli po ustalonej liczbie rozdań strony mają po równo, gra toczy się dalej, aż remis zostanie przełamany.

## Zasady: Siódemki

rules-all-fours-intro = Siódemki (All Fours, Seven Up) to gra w lewy z atutami dla dwóch, trzech lub czterech graczy. W każdym rozdaniu są do zdobycia cztery punkty: High, Low, Jack i Game. Mecz wygrywa strona, która pierwsza zdobędzie 7 punktów.
rules-all-fours-cards = Karty
rules-all-fours-cards-pack = Zwykła talia 52 kart; as jest najstarszy: A K Q J 10 9 8 7 6 5 4 3 2.
rules-all-fours-cards-count = Do punktu zwanego Game karty liczą się tak: każda dziesiątka 10, as 4, król 3, dama 2, walet 1; pozostałe nic.
rules-all-fours-deal = Gracze i rozdanie
rules-all-fours-deal-players = Dwóch lub trzech graczy gra każdy za siebie; czterech gra w dwóch parach, partnerzy siedzą naprzeciw siebie.
rules-all-fours-deal-six = Rozdający daje każdemu sześć kart w dwóch kolejkach po trzy, zaczynając od gracza po swojej lewej stronie, i odkrywa następną kartę: to karta odkryta. Jej kolor jest proponowany jako atut. Sama karta odkryta nie bierze udziału w grze.
rules-all-fours-deal-jack = Jeśli kartą odkrytą jest walet, strona rozdającego od razu dostaje punkt (odkryty walet); jeśli w ten sposób osiąga docelową liczbę punktów, rozdający od razu wygrywa mecz.
rules-all-fours-deal-look = Przy trzech lub czterech graczach tylko rozdający i pierwsza ręka (gracz po lewej stronie rozdającego) oglądają swoje karty, dopóki atut nie zostanie ustalony.
rules-all-fours-deal-first = Pierwszego rozdającego wybiera los; potem rozdawanie przechodzi w lewo.
rules-all-fours-begging = Przyjęcie lub żebranie
rules-all-fours-begging-stand = Najpierw decyduje pierwsza ręka: przyjmuje (kolor karty odkrytej jest atutem) albo żebrze.
rules-all-fours-begging-give = Po żebraniu rozdający albo daje stronie pierwszej ręki punkt i zostawia atut, albo robi dodatkowe rozdanie. Nie może dać punktu, jeśli ten punkt doprowadziłby stronę pierwszej ręki do docelowej liczby punktów: wtedy musi zrobić dodatkowe rozdanie.
rules-all-fours-begging-run = Dodatkowe rozdanie: każdy gracz dostaje jeszcze trzy karty, w kolejności rozdawania, i odkrywa się nową kartę. Nowy kolor staje się atutem (odkryty walet znowu daje punkt rozdającemu). Jeśli znów wypadnie odrzucony kolor, tę kartę odkłada się na bok i dodatkowe rozdanie się powtarza.
rules-all-fours-begging-discard = Po dodatkowym rozdaniu każdy odrzuca zakryte karty, aż zostanie mu sześć.
rules-all-fours-begging-short-pack = Jeśli w talii brakuje kart na kolejne dodatkowe rozdanie, rozdanie zostaje unieważnione i ten sam rozdający rozdaje ponownie; punkt już zdobyty za odkrytego waleta pozostaje.
rules-all-fours-tricks = Rozgrywanie lew
rules-all-fours-tricks-lead = Do pierwszej lewy wychodzi pierwsza ręka; zwycięzca każdej lewy wychodzi do następnej.
rules-all-fours-tricks-follow = Musisz dołożyć do koloru wyjścia, jeśli możesz. Dopiero gdy nie możesz, wolno ci zagrać atut albo dowolną inną kartę.
rules-all-fours-tricks-winner = Lewę bierze najstarszy atut; jeśli nie zagrano atutu, najstarsza karta w kolorze wyjścia.
rules-all-fours-scoring = Liczenie rozdania
rules-all-fours-scoring-high-low = High: punkt dla strony gracza, który dostał najstarszy z zagranych atutów. Low: punkt dla strony gracza, który dostał najmłodszy z zagranych atutów, nawet jeśli zdobędzie go ktoś inny.
rules-all-fours-scoring-jack = Jack: punkt dla strony, która weźmie lewę z waletem atutowym (nikt go nie dostaje, jeśli walet nie zostanie zagrany).
rules-all-fours-scoring-game = Game: punkt dla strony z największą sumą wartości kart w swoich lewach. Jeśli strona rozdającego ma tyle samo co inna strona, punkt dostaje ta druga; jeśli dwie inne strony mają po równo najwięcej, nie dostaje go nikt.
rules-all-fours-scoring-single-trump = Jedyny atut w grze daje swojemu posiadaczowi zarówno High, jak i Low (a także Jack, jeśli jest to walet).
rules-all-fours-scoring-order = Punkty liczy się w kolejności High, Low, Jack, Game: wygrywa strona, która pierwsza osiągnie docelową liczbę punktów, i liczenie się kończy.
rules-all-fours-variants = Warianty (w Ustawieniach)
rules-all-fours-classic-trump = Zasada klasyczna: atut można zagrać, nawet gdy możesz dołożyć do koloru.
rules-all-fours-keep-after-run = Po dodatkowym rozdaniu każdy zatrzymuje wszystkie karty albo (Foster) po jednym dodatkowym rozdaniu zatrzymuje dziewięć.
rules-all-fours-gift-each = Prezent dostaje każda strona przeciwna, nie tylko strona pierwszej ręki.
rules-all-fours-run-dealer-eldest = Przy trzech lub czterech graczach karty z dodatkowego rozdania dostają tylko rozdający i pierwsza ręka.
rules-all-fours-targets = Gra do 10 lub 11 punktów albo jedno rozdanie.
rules-all-fours-single-deal-tie = W meczu na jedno rozdanie przy remisie wygrywa strona, która zdobyła High, potem Low, potem Jack, potem Game.
rules-all-fours-revokes = Kara za renons: można zagrać kartę wbrew obowiązkowi dokładania do koloru, a strona, która to zrobiła, zostaje ukarana przy liczeniu rozdania. Według zasady polskiej nie może w tym rozdaniu dojść do docelowej liczby punktów i traci 1 punkt albo 2, jeśli walet atutowy nie został zagrany; według zasady Fostera dodatkowo nie dostaje punktu za Game i traci 1 albo 2, jeśli walet został zagrany.

## Zasady: Piekielne siódemki

rules-hell-intro = Piekielne siódemki to drużynowa gra z rodziny Hand and Foot, rozgrywana wieloma taliami potasowanymi razem. Drużyny wykładają komplety po siedem kart jednej wartości. Zanim ktokolwiek z drużyny może wyjść, drużyna musi zamknąć pięć określonych kompletów, w tym komplet siódemek i komplet dzikich kart. Gra ma cztery rundy, a wygrywa najwyższa suma.
rules-hell-teams = Talie i drużyny
rules-hell-teams-four = Czterech graczy gra w dwóch parach, partnerzy siedzą naprzeciw siebie. Tasuje się razem sześć zwykłych talii z ich jokerami: 324 karty, w tym 12 jokerów.
rules-hell-teams-six = Sześciu graczy gra w dwóch trójkach tymi samymi sześcioma taliami albo w trzech parach, partnerzy naprzeciw siebie, ośmioma taliami: 432 karty, w tym 16 jokerów.
rules-hell-teams-of-three = W dwóch trójkach partnerzy siedzą na co drugim miejscu.
rules-hell-teams-left = Gra toczy się w lewo.
rules-hell-cards = Karty
rules-hell-cards-wild = Jokery i dwójki są dzikie: mogą zastąpić dowolną wartość, z wyjątkiem kompletu siódemek.
rules-hell-cards-naturals = Pozostałe karty są naturalne.
rules-hell-cards-threes = Trójek nigdy nie można wyłożyć na stół.
rules-hell-cards-sevens = Siódemek nigdy nie można odrzucić.
rules-hell-cards-values = Wartości kart: joker jest wart 50, dwójka lub as 20, a siódemka, szóstka, piątka lub czwórka 5. Te wartości liczą się do pierwszego wyłożenia, za karty na stole na koniec rundy i przeciwko tobie za karty pozostałe w ręce lub w stopie.
rules-hell-cards-values-tens = Króle, damy, walety, dziesiątki, dziewiątki i ósemki są warte po 10.
rules-hell-cards-values-threes = Trójka jest warta 5 i liczy się zawsze tylko przeciwko tobie, bo trójki nigdy nie trafiają na stół.
rules-hell-books = Komplety
rules-hell-books-closed = Komplet to grupa kart na stole należąca do drużyny. Jest zamknięty, gdy ma siedem kart, i nie można już do niego nic dodać.
rules-hell-books-clean-dirty = Czysty komplet ma siedem kart naturalnych jednej wartości. Brudny komplet łączy karty naturalne jednej wartości z dzikimi.
rules-hell-books-sevens = Komplet siódemek ma tylko siódemki: żadna dzika karta nie może do niego trafić, więc jest zawsze czysty.
rules-hell-books-wild = Dziki komplet ma tylko dzikie karty (jokery i dwójki w dowolnych proporcjach).
rules-hell-books-naturals = Komplet z kartami naturalnymi musi zawsze mieć więcej kart naturalnych niż dzikich, po każdej dodanej karcie. Pełny brudny komplet ma więc najwyżej trzy dzikie karty, a komplet z dwóch ósemek i dzikiej karty nie przyjmie już żadnej dzikiej karty, dopóki nie dojdzie do niego kolejna ósemka.
rules-hell-books-one-unfinished = Drużyna może mieć kilka zamkniętych kompletów tej samej wartości, ale naraz tylko jeden niezamknięty komplet każdej wartości (dziki komplet liczy się jako wartość).
rules-hell-deal = Rozdanie
rules-hell-deal-hand-foot = Każdy gracz dostaje rękę z 13 kart i stopę z 11 kart. Stopa leży zakryta: jej właściciel nie może do niej zajrzeć, dopóki jej nie weźmie.
rules-hell-deal-decks = Pozostałe karty tworzą dwie talie do dobierania mniej więcej tej samej wielkości, a między nimi leży stos kart odrzuconych.
rules-hell-deal-pile = Stos zaczyna się od pięciu kart odkrywanych na zmianę z obu talii. Odkryta siódemka wraca do talii i zastępuje ją inna karta, więc na początku na stosie nigdy nie ma siódemki. Dzikie karty i trójki wśród tych pięciu zostają.
rules-hell-deal-starter = Kto zaczyna pierwszą rundę, wybiera los; każdą kolejną rundę zaczyna gracz po lewej stronie tego, kto zaczynał poprzednią.
rules-hell-turn = Twój ruch
rules-hell-turn-steps = Najpierw albo dobierasz wierzchnią kartę z każdej talii do dobierania (dwie karty), albo bierzesz stos. Potem możesz wykładać karty. Na koniec odrzucasz jedną kartę, co kończy twój ruch.
rules-hell-turn-empty-deck = Jeśli jedna talia do dobierania jest pusta, dobierasz obie karty z drugiej.
rules-hell-pile = Branie stosu
rules-hell-pile-match = Stos możesz wziąć tylko wtedy, gdy masz dwie karty pasujące do jego wierzchniej karty: dwie karty naturalne tej samej wartości, gdy na wierzchu jest karta naturalna (dzikie karty nie pomagają), albo dwie dzikie karty, gdy na wierzchu jest dzika.
rules-hell-pile-take = Wierzchnia karta i twoje dwie pasujące karty trafiają od razu na stół jako komplet z trzech kart. Następne cztery karty stosu idą do twojej ręki; jeśli stos miał mniej niż pięć kart, brakujące dobiera się z talii do dobierania.
rules-hell-pile-new-book = Jeśli twoja drużyna już wykładała, te trzy karty muszą móc rozpocząć nowy komplet tej wartości (drużyna nie ma niezamkniętego).
rules-hell-pile-unfinished-book = Jeśli twoja drużyna ma już niezamknięty komplet tej wartości, trzy karty mogą zamiast tego do niego trafić, o ile komplet nie przekroczy siedmiu kart, a gdy dojdzie do siedmiu, możesz go zamknąć.
rules-hell-pile-initial-meld = Jeśli twoja drużyna jeszcze nie wykładała, wzięcie stosu jest twoim pierwszym wyłożeniem, wykonanym od razu. Wierzchnia karta i karty, które już masz w ręce, muszą dać minimum rundy; pozostałe cztery karty stosu się do niego nie liczą.
rules-hell-pile-frozen = Trójka na wierzchu zamraża stos: nikt nie może go wziąć, dopóki trójki nie przykryje inna karta.
rules-hell-meld = Pierwsze wyłożenie
rules-hell-meld-what = Drużyna nic nie wykłada, dopóki któryś z jej graczy nie dokona pierwszego wyłożenia: jeden lub więcej nowych kompletów, każdy z co najmniej trzech kart, wyłożonych razem, których karty są warte co najmniej minimum rundy. Liczą się tylko wartości wyłożonych kart.
rules-hell-meld-once = Musi go dokonać tylko jeden gracz drużyny. Potem każdy gracz drużyny może swobodnie wykładać karty do końca rundy.
rules-hell-meld-minimums = Minimum wynosi 90 w 1. rundzie, 120 w 2. rundzie, 150 w 3. rundzie i 180 w 4. rundzie (liczby można zmienić w Ustawieniach).
rules-hell-meld-minimums-source = Z tradycyjnych zasad pochodzi tylko 120 w 2. rundzie; 90, 150 i 180 kontynuują ten ciąg co 30.
rules-hell-meld-examples = Przykłady w 2. rundzie: joker, joker i dwójka jako dziki komplet dają 120, to wystarczy. Trzy asy i trzy czwórki z jokerem dodanym do którejkolwiek grupy dają 125, to wystarczy; bez jokera dają 75, to za mało.
rules-hell-meld-one-close = Pierwsze wyłożenie może zamknąć najwyżej jeden komplet: tylko jeden z jego kompletów może mieć siedem kart. Przy minimum 140 nie wystarczy siedem królów i siedem dam (dwa zamknięte komplety); sześć królów i siedem dam daje 130.
rules-hell-meld-room = Komplet nie musi wziąć wszystkich naturalnych kart, które masz. Ponieważ komplet ma zawsze więcej kart naturalnych niż dzikich, naturalna karta zostawiona w ręce może zrobić miejsce kolejnej dzikiej karcie: w 3. rundzie sześć dziewiątek i dwa jokery dają 150 jako pięć dziewiątek z oboma jokerami, a szósta dziewiątka zostaje w ręce.
rules-hell-meld-staging = Gdy składasz pierwsze wyłożenie, aplikacja odrzuca kartę tylko wtedy, gdy nie zostałoby już żadne wyłożenie warte minimum; sprawdza przy tym każdy sposób podziału twoich kart na komplety.
rules-hell-lay = Wykładanie kart
rules-hell-lay-books = Gdy twoja drużyna już wykładała, możesz w swoim ruchu dowolnie często zaczynać nowy komplet z co najmniej trzech kart albo dokładać karty do niezamkniętych kompletów swojej drużyny.
rules-hell-lay-close = Doprowadzenie kompletu do siedmiu kart zamyka go. Pierwsze zamknięcie w rundzie zawsze ci wolno. Aby zamknąć drugi komplet, musisz poczekać, aż każdy z twoich partnerów też zamknie jeden.
rules-hell-foot = Stopa
rules-hell-foot-lay-last = Jeśli w swoim ruchu wyłożysz ostatnią kartę z ręki, od razu bierzesz stopę i grasz dalej; na koniec ruchu i tak musisz odrzucić kartę.
rules-hell-foot-discard-last = Jeśli odrzucisz ostatnią kartę z ręki, bierzesz stopę i grasz nią od następnego ruchu.
rules-hell-foot-close = Jeśli zamkniesz komplet, bierzesz stopę po swoim odrzuceniu karty i grasz nią od następnego ruchu.
rules-hell-foot-auto = Aplikacja bierze za ciebie stopę we właściwym momencie, chyba że w Ustawieniach wybierzesz, że będziesz ją brać sam.
rules-hell-discard = Odrzucanie
rules-hell-discard-one = Kończysz ruch, kładąc jedną kartę z ręki na stos. Siódemki nigdy nie wolno odrzucić.
rules-hell-discard-three = Odrzucona trójka zamraża stos dla następnego gracza, który nie może go wziąć.
rules-hell-discard-only-sevens = Jeśli masz same siódemki albo nie wolno ci odrzucić żadnej karty i żadnej nie możesz wyłożyć, twój ruch kończy się bez odrzucania.
rules-hell-out = Wyjście
rules-hell-out-required = Zanim którykolwiek gracz drużyny może wyjść, drużyna musi mieć zamknięte pięć wymaganych kompletów: komplet siódemek, dziki komplet, czysty komplet i dwa brudne komplety.
rules-hell-out-clean-slot = Czystym kompletem może być dowolny inny czysty komplet: naturalny czysty komplet albo drugi komplet siódemek lub drugi dziki komplet.
rules-hell-out-dirty-slots = Czysty komplet nigdy nie zastępuje żadnego z dwóch brudnych.
rules-hell-out-how = Wychodzisz, gdy po wzięciu stopy pozbędziesz się ostatniej karty, wykładając ją albo odrzucając. Wyjście kończy rundę.
rules-hell-out-keep-card = Dopóki twoja drużyna nie ma pięciu wymaganych kompletów, gracz, który wziął już stopę, musi zawsze kończyć ruch z co najmniej jedną kartą.
rules-hell-out-last-meld = Możesz też wyjść, wykładając ostatnie karty jedną po drugiej, jeśli ostatnia z nich zamyka komplet, który uzupełnia pięć wymaganych: wyjście ocenia się dopiero po tej ostatniej karcie. Gdy zostanie ci tylko ona, musisz ją wyłożyć.
rules-hell-decks-out = Gdy skończą się talie do dobierania
rules-hell-decks-out-ends = Runda kończy się także wtedy, gdy talie do dobierania się wyczerpią. Nikt nie dostaje wtedy premii za wyjście.
rules-hell-decks-out-when = Runda kończy się, gdy obie talie są puste: gracz, który weźmie ostatnią kartę, dobierając albo uzupełniając krótki stos, kończy swój ruch i na tym runda się kończy.
rules-hell-scoring = Liczenie rundy
rules-hell-scoring-closed = Każdy zamknięty komplet daje wartości swoich kart i premię: 500 za czysty komplet, 300 za brudny, 500 za komplet siódemek i 500 za dziki komplet.
rules-hell-scoring-unfinished = Każdy niezamknięty komplet daje wartości swoich kart, bez premii.
rules-hell-scoring-left = Wartości wszystkich kart pozostałych w rękach graczy twojej drużyny oraz w stopach, których jeszcze nie wzięli, liczą się przeciwko drużynie.
rules-hell-scoring-missing = Każdy z pięciu wymaganych kompletów, którego drużyna nie zamknęła, liczy się przeciwko niej w wysokości swojej premii: 500 za komplet siódemek, dziki komplet i czysty komplet, 300 za każdy brakujący brudny komplet. Dotyczy to każdej drużyny na koniec każdej rundy, niezależnie od tego, jak runda się skończyła.
rules-hell-scoring-out = Drużyna gracza, który wychodzi, dostaje jeszcze 100.
rules-hell-scoring-example = Przykład: drużyna, która nie wyszła, ma zamknięty czysty komplet królów (70 + 500 = 570), zamknięty brudny komplet z pięciu dziewiątek, dwójki i jokera (50 + 20 + 50 + 300 = 420) i niezamknięty komplet trzech dam (30). Jeden z jej graczy ma jeszcze w ręce asa i trójkę (minus 25). Brakuje jej kompletu siódemek, dzikiego kompletu i drugiego brudnego kompletu (minus 1300). Jej wynik za rundę to minus 305.
rules-hell-winner = Zwycięzca
rules-hell-winner-total = Gra to cztery rundy. Wyniki rund się sumuje i wygrywa drużyna z najwyższą sumą.
rules-hell-winner-tie = Drużyny z równą najwyższą sumą dzielą się zwycięstwem.
rules-hell-variants = Warianty (w Ustawieniach)
rules-hell-variant-minimums = Inne minima pierwszego wyłożenia: 50, 90, 120 i 150 jak w zwykłej grze Hand and Foot, 60, 120, 180 i 240 albo dowolne liczby według twojego wyboru.
rules-hell-variant-threes = Kosztowne trójki: czerwona trójka pozostała w ręce lub w stopie kosztuje 500, a czarna 300, albo czerwona trójka kosztuje 500, a czarna 5.
rules-hell-variant-bonuses = Inne premie za komplety, na przykład 1000 za dziki komplet i 3000 za komplet siódemek; brakujący wymagany komplet kosztuje wtedy tyle samo.
rules-hell-variant-foot = Stopę bierzesz sam: musisz sam ją wziąć, kiedy wolno, i nikt ci o tym nie przypomni.
rules-hell-variant-sevens = Siódemki można odrzucać, gdy któraś drużyna zamknie komplet siódemek.
rules-hell-variant-empty-deck = Runda kończy się, gdy tylko któraś z talii do dobierania jest pusta, a nie dopiero gdy obie są puste.

## Sedma 01: What scores: aces, tens and the last trick
# english: 9a6623acb1019024
lesson-sedma-01 =
    .title = Co się liczy: asy, dziesiątki i ostatnia lewa
    .goal = Asy i dziesiątki są warte po 10, ostatnia lewa jeszcze 10; kto zdobędzie więcej niż 45 z 90, wygrywa.
    .step-1-title = Punkty dają tylko asy i dziesiątki
    .step-1-task = Północ wyszła dziesiątką zieloną. Spójrz na swoje karty: twój as jest wart 10 punktów, dziewiątka i siódemka nic.
    .step-1-why = Każdy as i każda dziesiątka są warte 10; żadna inna karta nie daje punktów. Kto weźmie ostatnią lewę, dostaje jeszcze 10, więc całe rozdanie jest warte 90. W twoich lewach jest już 20 punktów, w lewach Północy 40.
    .step-2-title = Siódemka bierze wszystko
    .step-2-task = Weź dziesiątkę Północy swoją siódemką dzwonkową.
    .step-2-why = Kartę bije tylko karta tej samej wartości albo siódemka. Nie masz dziesiątki, ale siódemka bije każdą kartę: dziesiątka jest twoja.
    .step-2-off-script = Ta karta nie pobije dziesiątki: może to zrobić tylko inna dziesiątka albo siódemka. Zagraj siódemkę dzwonkową.
    .step-3-title = Wyjdź kartą bez wartości
    .step-3-task = Lewa jest twoja, więc wychodzisz. Wyjdź dziewiątką żołędną.
    .step-3-why = Asa zachowaj na później. Dziewiątka nie jest nic warta, więc niczym nie ryzykujesz: żeby ją wziąć, Północ potrzebuje dziewiątki albo siódemki.
    .step-3-off-script = Na razie zatrzymaj asa: wyjdź dziewiątką żołędną, która nie jest nic warta.
    .step-4-title = Ostatnia lewa jest warta 10
    .step-4-task = Ósemka Północy nie wzięła twojej dziewiątki, więc znowu wychodzisz. Wyjdź asem: to ostatnia lewa.
    .step-4-why = Ostatnia karta Północy to ani as, ani siódemka, więc nic nie pobije twojego asa. Bierzesz jego 10 punktów i jeszcze 10 za ostatnią lewę.
    .step-4-off-script = Wyjdź asem czerwiennym.
    .step-5-title = Liczymy rozdanie
    .step-5-task = Rozdanie skończone. Masz 50 punktów: 20 zdobytych wcześniej, dziesiątkę Północy, swojego asa i ostatnią lewę. Północ ma 40.
    .step-5-why = Kto zdobędzie więcej niż połowę z 90, wygrywa rozdanie i dostaje jeden punkt gry; mecz wygrywa ten, kto pierwszy zdobędzie 10 punktów gry.
    .recap-1 = Punkty dają tylko asy i dziesiątki, po 10; ostatnia lewa jest warta jeszcze 10: w rozdaniu jest 90 punktów.
    .recap-2 = Kartę bije tylko karta tej samej wartości albo siódemka.
    .recap-3 = Dopóki inni mogą cię jeszcze pobić, wychodź kartami bez wartości; asy i dziesiątki zachowaj na później.
    .recap-4 = Więcej niż 45 punktów wygrywa rozdanie.

## Sedma 02: Matching cards, sevens and continuing a trick
# english: d6161565531234c4
lesson-sedma-02 =
    .title = Karty tej samej wartości, siódemki i kontynuowanie lewy
    .goal = Lewę bierze ostatnia karta tej samej wartości co karta wyjścia albo siódemka; wychodzący może kontynuować, dopóki ma czym.
    .step-1-title = Wyjdź królem
    .step-1-task = Wychodzisz. Wyjdź królem czerwiennym.
    .step-1-why = Kartę bije tylko karta tej samej wartości albo siódemka, bez względu na kolor. Żeby wziąć twojego króla, Północ potrzebuje króla albo siódemki.
    .step-1-off-script = W tej lekcji wyjdź królem czerwiennym.
    .step-2-title = Wygrywa ostatnia karta tej samej wartości
    .step-2-task = Północ odpowiedziała królem na twojego króla, więc teraz lewę trzyma jej król. Kontynuuj swoim drugim królem.
    .step-2-why = Lewę bierze ostatnia karta tej samej wartości co karta wyjścia albo siódemka. Po każdym okrążeniu wychodzący może kontynuować taką kartą i wtedy wszyscy grają jeszcze raz.
    .step-2-off-script = Jeśli zakończysz lewę teraz, weźmie ją król Północy. Kontynuuj królem dzwonkowym.
    .step-3-title = Przestań, póki wygrywasz
    .step-3-task = Północ nie miała czym odpowiedzieć: lewę trzyma twój król. Zakończ ją.
    .step-3-why = Możesz jeszcze kontynuować siódemką, ale lewa już jest twoja. Zachowaj siódemkę na lewę wartą więcej.
    .step-3-off-script = Twój król już trzyma lewę: zachowaj siódemkę i zakończ lewę.
    .step-4-title = Dobieranie
    .step-4-task = Lewa trafiła do ciebie, więc pierwsza karta z talii przypadła tobie; znów macie po cztery karty. Wyjdź dziesiątką żołędną.
    .step-4-why = Po lewie pierwszy dobiera ten, kto ją wziął, potem pozostali po kolei, po jednej karcie, aż każdy ma cztery. Dziesiątka jest warta 10: Północ może ją wziąć tylko dziesiątką albo siódemką.
    .step-4-off-script = Wyjdź dziesiątką żołędną: ten krok pokazuje, co potrafi siódemka.
    .step-5-title = Siódemka na siódemkę
    .step-5-task = Siódemka Północy trzyma lewę, a z nią twoją dziesiątkę. Kontynuuj siódemką zieloną.
    .step-5-why = Siódemka bije każdą kartę, także siódemkę: wygrywa ostatnia zagrana siódemka. Północ nie ma już dziesiątki ani siódemki, żeby na nią odpowiedzieć.
    .step-5-off-script = Jeśli zakończysz teraz, siódemka Północy weźmie twoją dziesiątkę. Kontynuuj siódemką.
    .step-6-title = Lewa jest twoja
    .step-6-task = Nie masz już czym kontynuować, więc lewa się skończyła: ostatnią kartą, która pobiła wyjście, była twoja siódemka. Te 10 punktów należy do ciebie.
    .step-6-why = Po każdym okrążeniu decyduje wychodzący; gdy nie ma ani karty tej samej wartości, ani siódemki, lewa kończy się sama.
    .recap-1 = Kolory się nie liczą: kartę bije tylko karta tej samej wartości albo siódemka.
    .recap-2 = Lewę bierze ostatnia karta tej samej wartości co karta wyjścia albo siódemka.
    .recap-3 = Po każdym okrążeniu wychodzący może kontynuować kartą tej samej wartości albo siódemką, albo zakończyć lewę.
    .recap-4 = Kończ lewę, którą już trzymasz; siódemki zachowaj na lewy z punktami.

## Sedma 03: Game points: 1, 2 or 3
# english: 91f10f320f6149b8
lesson-sedma-03 =
    .title = Punkty gry: 1, 2 albo 3
    .goal = Wygrane rozdanie jest warte 1 punkt gry, 2 przy wszystkich 90 punktach, 3 przy wszystkich lewach.
    .step-1-title = Ile jest warte rozdanie
    .step-1-task = Zostały po dwie karty. Wszystkie dotychczasowe punkty są twoje, a Północ nie wzięła jeszcze ani jednej lewy.
    .step-1-why = Strona, która ma więcej niż 45 punktów, wygrywa rozdanie: 1 punkt gry. Przy wszystkich 90 punktach są to 2 punkty, a przy wszystkich lewach rozdania 3, nawet jeśli w ostatnich lewach nie ma punktów.
    .step-2-title = Dziesiątka, której nikt nie weźmie
    .step-2-task = Wyjdź dziesiątką żołędną.
    .step-2-why = Północ ma dziewiątkę i ósemkę: ani dziesiątki, ani siódemki, więc nic nie weźmie twojej dziesiątki.
    .step-2-off-script = Wyjdź dziesiątką żołędną: Północ nie może jej wziąć.
    .step-3-title = Zachowaj siódemkę
    .step-3-task = Północ nie mogła jej wziąć. Zakończ lewę.
    .step-3-why = Możesz grać dalej siódemką, ale lewa już jest twoja. Twoja siódemka na pewno weźmie ostatnią lewę.
    .step-3-off-script = Twoja dziesiątka już trzyma lewę: zakończ ją, a siódemkę zachowaj na ostatnią lewę.
    .step-4-title = Wszystkie lewy
    .step-4-task = Wyjdź siódemką: to ostatnia lewa.
    .step-4-why = Siódemkę bije tylko inna siódemka, a Północ żadnej nie ma. Ta lewa da ci wszystkie lewy rozdania.
    .step-4-off-script = Wyjdź siódemką czerwienną.
    .step-5-title = Trzy punkty gry
    .step-5-task = Wszystkie lewy są twoje: 3 punkty gry.
    .step-5-why = Gdyby Północ wzięła choć jedną lewę bez punktów, twoje 90 punktów byłoby warte 2; zwykła większość jest warta 1. Mecz wygrywa ten, kto pierwszy zdobędzie 10 punktów gry.
    .recap-1 = Więcej niż 45 punktów: 1 punkt gry.
    .recap-2 = Wszystkie 90 punktów, ale przeciwnik wziął jakąś lewę: 2 punkty gry.
    .recap-3 = Wszystkie lewy rozdania: 3 punkty gry.

## Sedma 04: Playing with a partner
# english: bce79fbcc4dd2dd2
lesson-sedma-04 =
    .title = Gra z partnerem
    .goal = Czterech graczy: partnerzy siedzą naprzeciw siebie i mają wspólne lewy; dokładaj punkty do lewy, którą trzyma twój partner.
    .step-1-title = Partnerzy
    .step-1-task = Północ, naprzeciw ciebie, to twój partner: to, co weźmie jedno z was, liczy się dla was obojga. Północ wyszła dziewiątką czerwienną, a Wschód nie mógł jej wziąć.
    .step-1-why = W czwórkę ty i Północ gracie przeciwko Wschodowi i Zachodowi. W lewach twojej strony jest 30 punktów, w lewach przeciwników 40; każdemu zostały dwie karty.
    .step-2-title = Daj partnerowi punkty
    .step-2-task = Dziewiątka Północy trzyma lewę. Dołóż do niej asa.
    .step-2-why = Lewę może teraz wziąć tylko dziewiątka albo siódemka, a Zachód gra ostatni. Twój as w lewie partnera to 10 punktów dla twojej strony.
    .step-2-off-script = Dziewiątka Północy już trzyma lewę: zachowaj siódemkę i daj Północy asa, 10 punktów dla twojej strony.
    .step-3-title = Odbierz ją siódemką
    .step-3-task = Północ wzięła lewę i wyszła królem; Wschód też zagrał króla, więc to on trzyma tę ostatnią lewę. Odbierz mu ją siódemką.
    .step-3-why = Siódemka bije każdą kartę. Zachód nie ma już siódemki, więc ostatnia lewa i jej 10 punktów należą do twojej strony.
    .step-3-off-script = Zagraj siódemkę: tylko ona bierze króla Wschodu.
    .step-4-title = Liczymy dla całej strony
    .step-4-task = Rozdanie skończone: twoja strona ma 50 punktów, przeciwnicy 40. Ty i Północ razem zdobywacie 1 punkt gry.
    .step-4-why = Twój as trafił do lewy partnera, a twoja siódemka wzięła ostatnią lewę: jedno i drugie liczy się dla twojej strony.
    .recap-1 = W czwórkę partnerzy siedzą naprzeciw siebie; ich lewy liczą się razem.
    .recap-2 = Gdy partner trzyma lewę, której nikt po tobie nie może już wziąć, dokładaj do niej asy i dziesiątki.
    .recap-3 = Siódemka ratuje lewę, którą wzięła druga strona.

## Sedma 05: A variant: osmová, eights are wild too
# english: 03fe01c248933cf4
lesson-sedma-05 =
    .title = Wariant: osmová, ósemki też są dzikie
    .goal = W osmovej ósemka bije jak siódemka; siódemka nie bije ósemki, która już wygrywa, ani ósemka siódemki.
    .step-1-title = Ósemki są dzikie
    .step-1-task = To rozdanie gramy według osmovej: ósemki biją jak siódemki. Północ wyszła asem czerwiennym.
    .step-1-why = Osmová to popularny czeski wariant, który włącza się w ustawieniach. Reszta Sedmy się nie zmienia: punkty dają asy i dziesiątki, a ostatnia lewa jest warta 10.
    .step-2-title = Weź asa ósemką
    .step-2-task = Weź asa Północy swoją ósemką dzwonkową.
    .step-2-why = Bez asa potrzebujesz dzikiej karty, a w osmovej twoja ósemka nią jest.
    .step-2-off-script = Dziewiątka nie weźmie asa; w osmovej twoja ósemka tak. Zagraj ósemkę dzwonkową.
    .step-3-title = Pierwsza dzika karta się utrzymuje
    .step-3-task = Północ kontynuowała siódemką, ale lewę wciąż trzyma twoja ósemka. Zagraj ostatnią kartę.
    .step-3-why = Siódemka nie bije ósemki, która już wygrywa, a ósemka nie bije siódemki: pierwsza dzika karta się utrzymuje. Lewę mógłby odebrać tylko inny as.
    .step-3-off-script = Zagraj ostatnią kartę, dziewiątkę zieloną.
    .step-4-title = Lewa jest twoja
    .step-4-task = Twoja ósemka wzięła asa i ostatnią lewę: 20 punktów, razem 50 przeciwko 40 Północy.
    .step-4-why = W ustawieniach możesz wybrać drugie popularne odczytanie tej zasady, w którym ósemka bije także siódemkę.
    .recap-1 = W osmovej ósemki są dzikie, tak jak siódemki.
    .recap-2 = Pierwsza dzika karta się utrzymuje: siódemka nie bije ósemki, która już wygrywa, ani ósemka siódemki.
    .recap-3 = Karta tej samej wartości co karta wyjścia nadal bije każdą kartę zagraną przed nią.

## Sedma 06: Drawing, counting and the last trick
# english: e9bcfaf6148e1513
lesson-sedma-06 =
    .title = Dobieranie, liczenie kart i ostatnia lewa
    .goal = Kto weźmie lewę, dobiera pierwszy; gdy talia się skończy, wszystkie karty są znane, a ostatnia lewa jest warta 10.
    .step-1-title = Cztery karty do dobrania
    .step-1-task = Rozdanie zbliża się do końca: w talii zostały cztery karty, po dwie dla każdego z was. Północ ma w lewach 30 punktów, ty 20.
    .step-1-why = Po każdej lewie pierwszy dobiera ten, kto ją wziął, potem pozostali po kolei, aż każdy znów ma cztery karty albo talia się skończy. Wygrana lewa daje ci pierwszą kartę z talii.
    .step-2-title = Wygraj lewę, dobierz przed Północą
    .step-2-task = Wyjdź ósemką żołędną.
    .step-2-why = Nie jest nic warta, a Północ może ją wziąć tylko ósemką albo siódemką. Kto wygra lewę, dobierze wierzchnią kartę z talii.
    .step-2-off-script = Wyjdź ósemką żołędną: niczym nie ryzykujesz, a kto wygra lewę, dobiera pierwszy.
    .step-3-title = Ostatnie dwie karty
    .step-3-task = Lewa jest twoja i z talii przyszedł do ciebie as czerwienny; potem dobrała Północ. Wyjdź dziewiątką dzwonkową.
    .step-3-why = W talii zostały dwie karty. Jeśli wygrasz tę lewę, znów dobierzesz przed Północą; potem talii już nie będzie.
    .step-3-off-script = Wyjdź dziewiątką dzwonkową: nie jest nic warta, a kto wygra, dobiera pierwszy.
    .step-4-title = Wszystkie karty są znane
    .step-4-task = Tobie przypadła siódemka żołędna, Północy ostatnia karta. Policz: znasz swoje karty i wszystkie zagrane, więc reszta jest u Północy: as i król żołędny, ósemka i dziewiątka zielona.
    .step-4-why = Gdy talii już nie ma, nic nie jest ukryte. Północ nie ma siódemki ani dziesiątki: twojej dziesiątki czerwiennej nie da się wziąć.
    .step-5-title = Wyjdź asem
    .step-5-task = Wyjdź asem czerwiennym.
    .step-5-why = As żołędny Północy jest wart 10. Jeśli Północ odpowie nim na twojego asa, twoja siódemka weźmie oba asy.
    .step-5-off-script = Wyjdź asem czerwiennym: wyciągnie asa Północy.
    .step-6-title = Siódemka bierze oba asy
    .step-6-task = As Północy trzyma lewę. Kontynuuj siódemką żołędną.
    .step-6-why = Siódemka bije każdą kartę. Północ nie ma już ani siódemki, ani asa, więc lewa i jej 20 punktów są twoje.
    .step-6-off-script = Jeśli zakończysz teraz, as Północy weźmie 20 punktów. Kontynuuj siódemką.
    .step-7-title = Dziesiątka, której nikt nie weźmie
    .step-7-task = Wyjdź dziesiątką czerwienną.
    .step-7-why = Północ nie ma dziesiątki ani siódemki, więc dziesiątka jest bezpieczna. Króla zostaw na koniec: ostatnia lewa i tak przypadnie Północy.
    .step-7-off-script = Wyjdź teraz dziesiątką czerwienną: Północ nie może jej wziąć, a jest warta 10.
    .step-8-title = Ostatnia lewa
    .step-8-task = Wyjdź królem.
    .step-8-why = Północ odpowiada królem żołędnym i wygrywa ostatnią lewę: 10 punktów za ostatnią lewę, choć same króle nie są nic warte.
    .step-8-off-script = Wyjdź królem zielonym.
    .step-9-title = Liczymy rozdanie
    .step-9-task = Kończysz z 50 punktami: twoje 20, oba asy i dziesiątka. Północ ma 40: swoje 30 i ostatnią lewę.
    .step-9-why = Ostatnia lewa jest warta 10 dla tego, kto ją wygra. Gdyby najpierw wyjść siódemką, Północ zachowałaby asa i wygrała 60 do 30.
    .recap-1 = Kto weźmie lewę, dobiera pierwszy; dopóki starcza talii, każdy dobiera do czterech kart.
    .recap-2 = Gdy talia się skończy, licz: każda karta, której nie widzisz, jest w rękach innych graczy.
    .recap-3 = Siódemkę wydawaj tam, gdzie bierze punkty; dziesiątkę albo asa zagrywaj wtedy, gdy nikt nie może ich wziąć.
    .recap-4 = Ostatnia lewa jest warta 10 dla tego, kto ją wygra.

## All Fours 01: High, Low, Jack and Game
# english: 86d6ce4eaf3eac28
lesson-all-fours-01 =
    .title = High, Low, Jack i Game
    .goal = Rozdanie daje do czterech punktów: za najwyższy atut, za najniższy, za waleta atutowego i za najwięcej kart liczonych do Game.
    .step-1-title = Cztery punkty do zdobycia
    .step-1-task = Odkryta karta to dziewiątka pik: piki są proponowane jako atut. Spójrz na swojego asa i dwójkę pik.
    .step-1-why = High dostaje ten, komu rozdano najwyższy atut w grze, Low ten, komu rozdano najniższy, Jack ten, kto wygra lewę z waletem atutowym, a Game ten, kto zbierze w lewach najwięcej kart liczonych do Game.
    .step-2-title = Zatrzymaj atut
    .step-2-task = Wybierz „Zostaję”: przyjmij piki jako atut.
    .step-2-why = Z asem i dwójką pik masz najwyższy i najniższy atut w grze: High i Low są twoje, cokolwiek się dalej stanie.
    .step-2-off-script = W tej lekcji zostań przy pikach: twój as i dwójka to High i Low. Wybierz „Zostaję”.
    .step-3-title = Złap waleta
    .step-3-task = Wyjdź asem pik.
    .step-3-why = Asa atutowego nic nie bije, a Północ musi dołożyć pika. Jeśli Północ ma waleta pik, wpadnie on do twojej lewy, a punkt za Jack dostaje strona, która tę lewę wygra.
    .step-3-off-script = Wyjdź asem pik: na pewno wygra i wyciągnie atut Północy.
    .step-4-title = Karty liczone do Game
    .step-4-task = Wyjdź królem kier.
    .step-4-why = Game dostaje strona, której lewy mają największą wartość: każda dziesiątka liczy się za 10, as za 4, król za 3, dama za 2, walet za 1. Północ musi dołożyć kiera.
    .step-4-off-script = Wyjdź teraz królem kier.
    .step-5-title = Dziesiątka liczy się najbardziej
    .step-5-task = Wyjdź dziesiątką kier.
    .step-5-why = Jedyny atut Północy spadł pod twojego asa, więc twoją dziesiątkę może wziąć tylko wyższy kier. Do Game jest warta tyle, co twoje dwie dotychczasowe lewy razem.
    .step-5-off-script = Wyjdź dziesiątką kier: to twoja najcenniejsza karta do Game.
    .step-6-title = Oddajesz lewę
    .step-6-task = Wyjdź piątką karo.
    .step-6-why = Zostały ci małe karty. Północ bierze tę lewę królem (3 do Game) i wychodzi treflem.
    .step-6-off-script = Wyjdź piątką karo.
    .step-7-title = Dokładaj do koloru
    .step-7-task = Północ wyszła treflem: dołóż czwórkę trefl.
    .step-7-why = Musisz dokładać do koloru wyjścia, gdy tylko możesz; atut wolno zagrać dopiero wtedy, gdy nie masz karty w tym kolorze.
    .step-7-off-script = Dołóż do koloru: zagraj czwórkę trefl.
    .step-8-title = Przebij atutem, gdy nie masz koloru
    .step-8-task = Nie masz już trefla: przebij siódemkę Północy dwójką pik.
    .step-8-why = Bez trefla w ręce możesz zagrać dowolną kartę, a każdy atut bije kartę innego koloru.
    .step-8-off-script = Zagraj dwójkę pik.
    .step-9-title = Liczymy rozdanie
    .step-9-task = Rozdanie skończone: zdobywasz High (as), Low (dwójka), Jack (lewa z waletem jest twoja) i Game (20 przeciwko 3 Północy). Cztery punkty.
    .step-9-why = Mecz wygrywa ten, kto pierwszy zdobędzie 7 punktów; High, Low, Jack i Game liczy się w tej kolejności, więc blisko celu High może dać zwycięstwo, zanim policzy się Game.
    .recap-1 = High: najwyższy atut w grze, dla tego, komu go rozdano; Low: najniższy, dla tego, komu go rozdano.
    .recap-2 = Jack: dla strony, która wygra lewę z waletem atutowym.
    .recap-3 = Game: największa wartość kart w twoich lewach (dziesiątka 10, as 4, król 3, dama 2, walet 1).
    .recap-4 = Dokładaj do koloru, gdy możesz; gdy nie możesz, przebijaj atutem.

## All Fours 02: Begging, giving and running
# english: 77f2752be4a11d5a
lesson-all-fours-02 =
    .title = Żebranie, punkt w prezencie i dodatkowe rozdanie
    .goal = Pierwsza ręka może odrzucić kolor odkrytej karty; rozdający daje wtedy punkt albo rozdaje dodatkowe karty, żeby wyznaczyć nowy atut.
    .step-1-title = Pierwsza ręka decyduje pierwsza
    .step-1-task = Odkryta karta to dziewiątka pik: piki są proponowane jako atut. Siedzisz na lewo od rozdającego, więc jesteś pierwszą ręką i to ty decydujesz najpierw.
    .step-1-why = „Zostaję” zatrzymuje piki jako atut i to ty wychodzisz. „Żebrzę” je odrzuca: rozdający albo daje ci punkt, żeby piki zostały atutem, albo rozdaje dodatkowe karty, żeby wyznaczyć nowy atut.
    .step-2-title = Żebrzesz
    .step-2-task = Nie masz ani jednego pika: wybierz „Żebrzę”.
    .step-2-why = Gdyby piki były atutem, wszystkie atuty miałaby Północ. Żebrząc, zmuszasz rozdającego do wyboru: punkt dla ciebie albo dodatkowe rozdanie i nowy atut.
    .step-2-off-script = Bez ani jednego pika w ręce atut pikowy sprzyja Północy. Wybierz „Żebrzę”.
    .step-3-title = Dodatkowe rozdanie
    .step-3-task = Północ rozdała dodatkowe karty: każdy dostał jeszcze trzy, a odkryta została piątka kier, więc atutem są kiery. Masz dziewięć kart: zaznacz dwójkę karo, trójkę trefl i czwórkę trefl, a potem naciśnij Odrzuć 3 karty.
    .step-3-why = Rozdający daje punkt, gdy proponowany kolor mu odpowiada; Północ ma jednego małego pika i liczyła na coś lepszego. Po dodatkowym rozdaniu każdy odrzuca zakryte karty, aż zostanie mu sześć, a odrzucone karty nie biorą udziału w grze. Zatrzymaj atuty i wysokie karty: małe karty w kolorach nieatutowych niczego nie wygrywają i nic nie dają do Game. Zostają ci as, król, walet i ósemka kier, piątka karo i szóstka trefl; Północ też odrzuca.
    .step-3-off-script = Tę kartę zatrzymaj: odrzuć dwójkę karo, trójkę trefl i czwórkę trefl, małe karty, które niczego nie wygrają.
    .step-4-title = Nowy atut
    .step-4-task = Masz asa, króla i waleta atutowego i wychodzisz do pierwszej lewy.
    .step-4-why = Żebranie zmieniło rękę bez atutów w mocną. Gdyby nowa odkryta karta znowu była pikiem, odłożono by ją na bok i rozdano dodatkowe karty jeszcze raz: w jednym rozdaniu kolor odrzuca się tylko raz. Gdyby zaś Północ dała prezent, punkt od razu trafiłby do ciebie.
    .recap-1 = Kolor odkrytej karty jest proponowany jako atut; pierwsza ręka zostaje przy nim albo żebrze.
    .recap-2 = Po żebraniu rozdający daje pierwszej ręce punkt albo rozdaje dodatkowo: każdemu jeszcze po trzy karty i nowa odkryta karta.
    .recap-3 = Nowa odkryta karta w odrzuconym kolorze idzie na bok i karty rozdaje się dodatkowo jeszcze raz.
    .recap-4 = Po dodatkowym rozdaniu każdy odrzuca karty, aż zostanie mu sześć.

## All Fours 03: The turn-up jack
# english: 980c15d3ee2e4753
lesson-all-fours-03 =
    .title = Odkryty walet
    .goal = Odkryty walet od razu daje rozdającemu punkt; to nie jest punkt za Jack, który zdobywa się w lewie.
    .step-1-title = Punkt dla rozdającego
    .step-1-task = Rozdajesz, a odkryta karta to walet kier: od razu dostajesz punkt. Północ została przy kierach, więc są atutem, i wyszła damą kier.
    .step-1-why = Gdy odkryta karta jest waletem, strona rozdającego od razu dostaje 1 punkt, zanim ktokolwiek cokolwiek zdecyduje. Blisko celu już sam ten punkt może wygrać mecz.
    .step-2-title = Dołóż do koloru i wygraj
    .step-2-task = Weź damę Północy swoim królem kier.
    .step-2-why = Wyszedł kier, a ty masz kiery, więc musisz dołożyć kiera. Król bije damę i obie karty liczą się do Game: 3 i 2.
    .step-2-off-script = Twój król bierze damę Północy: zagraj króla kier.
    .step-3-title = Wychodź mocną kartą
    .step-3-task = Lewa jest twoja, więc wychodzisz. Wyjdź asem trefl.
    .step-3-why = As to najwyższy trefl: wygra, chyba że Północ przebije go atutem, a do Game liczy się za 4.
    .step-3-off-script = Wyjdź asem trefl.
    .step-4-title = Dziesiątka
    .step-4-task = Wyjdź dziesiątką trefl.
    .step-4-why = Dziesiątka liczy się do Game za 10, więcej niż jakakolwiek inna karta. Północ musi dołożyć trefla, jeśli go ma.
    .step-4-off-script = Wyjdź dziesiątką trefl.
    .step-5-title = To nie jest punkt za Jack
    .step-5-task = Masz już 19 do Game, a na koncie punkt za odkrytego waleta.
    .step-5-why = Odkryta karta nigdy nie wchodzi do gry, więc waleta kier nie da się wygrać w lewie: w tym rozdaniu nikt nie dostanie punktu za Jack. Odkryty walet to osobny punkt, należny rozdającemu.
    .recap-1 = Walet jako odkryta karta od razu daje stronie rozdającego 1 punkt.
    .recap-2 = Odkryta karta nigdy nie wchodzi do gry, więc w takim rozdaniu nie ma punktu za Jack.
    .recap-3 = Dokładaj do koloru, gdy możesz: tutaj twój atutowy król wziął damę Północy.

## All Fours 04: Counting for Game
# english: ab05841845ae92a4
lesson-all-fours-04 =
    .title = Liczenie do Game
    .goal = Game dostaje ten, kto ma w lewach największą wartość kart: chroń swoje dziesiątki przed wyższymi kartami.
    .step-1-title = Co liczy się do Game
    .step-1-task = Północ została przy atucie, więc atutem są piki, i wyszła asem kier.
    .step-1-why = Game dostaje ten, w czyich lewach jest największa wartość kart: dziesiątka liczy się za 10, as za 4, król za 3, dama za 2, walet za 1, pozostałe karty nic. Najważniejsze są dziesiątki.
    .step-2-title = Zatrzymaj dziesiątkę
    .step-2-task = Musisz dołożyć kiera. Zagraj dwójkę, nie dziesiątkę.
    .step-2-why = Nic, co masz, nie bije asa kier, więc ta lewa należy do Północy. Twoja dziesiątka dodałaby 10 do Game Północy; dwójka nic nie dodaje.
    .step-2-off-script = Twoja dziesiątka nie pobije asa: dałaby Północy 10 do Game. Zagraj dwójkę kier.
    .step-3-title = Atuty też się liczą
    .step-3-task = Północ wyszła damą pik. Weź ją królem.
    .step-3-why = Musisz dołożyć pika, a twój król bije damę: 3 i 2 do Game dla ciebie.
    .step-3-off-script = Zagraj króla pik.
    .step-4-title = Teraz dziesiątka
    .step-4-task = Wychodzisz. Wyjdź dziesiątką kier.
    .step-4-why = Asa kier już nie ma, więc twoją dziesiątkę może wziąć tylko wyższy kier albo atut. Teraz ma największą szansę.
    .step-4-off-script = Wyjdź dziesiątką kier: asa już nie ma.
    .step-5-title = Liczenie
    .step-5-task = Masz 15 do Game (król, dama i dziesiątka); Północ ma 4 (as).
    .step-5-why = Game dostaje strona, która na koniec rozdania ma w lewach największą wartość kart. Gdyby twoja dziesiątka poszła pod asa, Północ miałaby 14, a ty 5.
    .recap-1 = Do Game dziesiątka liczy się za 10, as za 4, król za 3, dama za 2, walet za 1.
    .recap-2 = Nie dokładaj dziesiątki do lewy, której nie możesz wygrać.
    .recap-3 = Zagraj dziesiątkę, gdy nie ma już kart, które ją biją.

## All Fours 05: Near the target: High, Low, Jack, Game in that order
# english: e99589aa88659173
lesson-all-fours-05 =
    .title = Blisko celu: High, Low, Jack, Game w tej kolejności
    .goal = Gdy obie strony mogą w jednym rozdaniu dojść do celu, punkty liczy się w kolejności High, Low, Jack, Game, a wygrywa ten, kto dojdzie pierwszy.
    .step-1-title = Po sześć
    .step-1-task = Ty i Północ macie po 6 punktów; mecz wygrywa ten, kto pierwszy zdobędzie 7. Odkryta karta to dziewiątka pik.
    .step-1-why = Jedno rozdanie może dać obu stronom dość punktów, żeby przekroczyć cel. Wtedy punkty liczy się w stałej kolejności, High, Low, Jack, Game, i wygrywa strona, która pierwsza dojdzie do celu; reszty się nie liczy.
    .step-2-title = Zostań przy pikach
    .step-2-task = Wybierz „Zostaję”: atutem są piki.
    .step-2-why = Twój as pik to najwyższy atut, jaki istnieje, więc High jest twój, cokolwiek się stanie. High liczy się pierwszy.
    .step-2-off-script = Wybierz „Zostaję”: z asem pik masz High, a High liczy się pierwszy.
    .step-3-title = Zagraj asa
    .step-3-task = Wyjdź asem pik.
    .step-3-why = Północ musi dołożyć pika: spada jej jedyny, dwójka. Mimo to Low będzie należał do Północy, bo Low dostaje ten, komu rozdano najniższy atut.
    .step-3-off-script = Wyjdź asem pik.
    .step-4-title = Reszta prawie się nie liczy
    .step-4-task = Wyjdź trójką kier.
    .step-4-why = Północ weźmie większość pozostałych lew, a z nimi Game, ale High liczy się przed Low i Game.
    .step-4-off-script = Wyjdź trójką kier: reszta rozdania prawie nie ma już znaczenia.
    .step-5-title = Dokładaj do koloru
    .step-5-task = Północ wyszła damą kier: dołóż czwórkę kier.
    .step-5-why = Musisz dokładać do koloru wyjścia, dopóki możesz.
    .step-5-off-script = Dołóż do koloru: zagraj czwórkę kier.
    .step-6-title = Dołóż trefla
    .step-6-task = Północ wyszła dziesiątką trefl: dołóż szóstkę trefl.
    .step-6-why = Żaden z twoich trefli nie bije dziesiątki, więc daj mniejszego.
    .step-6-off-script = Żaden trefl nie bije dziesiątki: zagraj mniejszego, szóstkę trefl.
    .step-7-title = Dołóż karo
    .step-7-task = Północ wyszła dziewiątką karo: dołóż piątkę karo.
    .step-7-why = Masz tylko jedno karo i musisz je dołożyć.
    .step-7-off-script = Dołóż do koloru: zagraj piątkę karo.
    .step-8-title = Ostatnia lewa
    .step-8-task = Nie masz już karo: zagraj ostatnią kartę.
    .step-8-why = Bez karty w kolorze wyjścia możesz zagrać cokolwiek.
    .step-8-off-script = Zagraj ostatnią kartę, ósemkę trefl.
    .step-9-title = High wygrywa mecz
    .step-9-task = High, twój as pik, liczył się pierwszy i doprowadził cię do 7 punktów: wygrywasz mecz. Low i Game Północy przyszły za późno.
    .step-9-why = Gdyby to Północ miała najwyższy atut, wygrałby jej High. Blisko celu atuty, które masz w ręce, znaczą więcej niż lewy, które bierzesz.
    .recap-1 = Blisko celu punkty liczy się w kolejności High, Low, Jack, Game; wygrywa strona, która pierwsza dojdzie do celu.
    .recap-2 = Punktów po tym, który dał zwycięstwo, już się nie liczy.
    .recap-3 = High i Low zależą od atutów, które ci rozdano, a nie od lew, które wygrywasz.

## All Fours 06: Following suit and trumping
# english: 4d350a4afd7b9b8e
lesson-all-fours-06 =
    .title = Dokładanie do koloru i przebijanie atutem
    .goal = Dokładaj do koloru wyjścia, gdy możesz; gdy nie możesz, atut wygrywa lewę.
    .step-1-title = Kiery są atutem
    .step-1-task = Wybierz „Zostaję”: przyjmij kiery jako atut.
    .step-1-why = Odkryta karta to piątka kier. Każdy kier bije teraz każdą kartę innego koloru, a lewę wygrywa najwyższy kier, jaki w niej jest.
    .step-1-off-script = W tej lekcji zostań przy kierach jako atucie: wybierz „Zostaję”.
    .step-2-title = Północ musi dołożyć
    .step-2-task = Wyjdź królem pik.
    .step-2-why = Kto ma kartę w kolorze wyjścia, musi ją zagrać. Jedynym pikiem Północy jest dama, więc Północ musi ją oddać twojemu królowi.
    .step-2-off-script = Wyjdź królem pik: Północ musi dołożyć pika.
    .step-3-title = Bez koloru wygrywa atut
    .step-3-task = Wyjdź czwórką pik.
    .step-3-why = Północ nie ma już pików, więc może zagrać dowolną kartę: mały atut bierze twoją czwórkę. Potem wychodzi Północ.
    .step-3-off-script = Wyjdź czwórką pik i zobacz, co zrobi Północ bez pików.
    .step-4-title = Ty też musisz dołożyć
    .step-4-task = Północ wyszła królem karo. Dołóż ósemkę karo.
    .step-4-why = Masz karo, więc musisz je zagrać, choć atut by wygrał. Spróbuj zagrać dziewiątkę kier, a zasady na to nie pozwolą.
    .step-4-off-script = Dołóż do koloru ósemkę karo.
    .step-5-title = Teraz możesz przebić
    .step-5-task = Północ wychodzi siódemką karo, a ty nie masz już karo. Przebij ją dziewiątką kier.
    .step-5-why = Bez koloru wyjścia możesz zagrać dowolną kartę. Dwójka trefl przegrałaby lewę; każdy atut ją wygrywa.
    .step-5-off-script = Dwójka trefl nie wygra: przebij dziewiątką kier.
    .step-6-title = Na atut trzeba dołożyć atut
    .step-6-task = Wyjdź trójką kier.
    .step-6-why = Gdy ktoś wychodzi atutem, to atuty są kolorem, do którego trzeba dokładać: Północ musi zagrać kiera, jeśli go ma. Wygrywa jej as kier.
    .step-6-off-script = Wyjdź trójką kier: zobaczysz, jak Północ dokłada atut.
    .step-7-title = Ostatnia karta
    .step-7-task = Północ wychodzi piątką karo. Zagraj dwójkę trefl: nic innego ci nie zostało.
    .step-7-why = Bez karo i bez atutu po prostu zrzucasz kartę, a lewa należy do Północy.
    .step-7-off-script = Zagraj dwójkę trefl.
    .step-8-title = Liczymy rozdanie
    .step-8-task = Północ zdobywa High asem kier i Game, 7 do twoich 5; ty zdobywasz Low trójką kier. Żaden walet nie był w grze.
    .step-8-why = Przy niektórych stołach gra się według klasycznej zasady, która pozwala przebijać atutem nawet wtedy, gdy masz kolor wyjścia; zaznacz ją w części „Dokładanie do koloru” na stronie nowej gry.
    .recap-1 = Dokładaj do koloru wyjścia, kiedy tylko możesz.
    .recap-2 = Bez karty w tym kolorze zagraj dowolną kartę: atut wygrywa, chyba że ktoś zagra wyższy atut.
    .recap-3 = Gdy ktoś wychodzi atutem, dołóż atut, jeśli go masz.
    .recap-4 = Klasyczna zasada pozwala przebijać atutem zawsze; to jeden z wariantów.

## Sevens from Hell 01: Books and wild cards
# english: 16c84b064c6bd0c1
lesson-sevens-from-hell-01 =
    .title = Komplety i dzikie karty
    .goal = Komplet to siedem kart tej samej wartości; dwójki i jokery są dzikie i mogą dołączyć do kompletu, dopóki jest w nim więcej kart naturalnych niż dzikich.
    .step-1-title = Komplety
    .step-1-task = Spójrz na część stołu należącą do twojej drużyny: trzy dziesiątki, początek kompletu.
    .step-1-why = Wszystko, co wykładasz, trafia do kompletów: karty jednej wartości, co najmniej trzy, żeby komplet zacząć, i siedem, żeby go zamknąć. Siódemki tworzą osobny komplet; dwójki i jokery są dzikie.
    .step-2-title = Dobierz
    .step-2-task = Każdy ruch zaczyna się od dobrania: naciśnij „Dobierz dwie”.
    .step-2-why = Bierzesz wierzchnią kartę z każdej talii do dobierania. Drugi sposób na rozpoczęcie ruchu to wzięcie stosu; pokaże go jedna z dalszych lekcji.
    .step-2-off-script = W tej lekcji dobierz dwie karty.
    .step-3-title = Zacznij komplet
    .step-3-task = Wybierz swoje trzy króle (klikaj króle w ręce, aż wszystkie trzy będą wybrane, albo kliknij je dwukrotnie) i naciśnij „Wyłóż wybrane karty”.
    .step-3-why = Trzy naturalne karty jednej wartości zaczynają komplet. Twoja drużyna ma już za sobą pierwsze wyłożenie, więc komplet trafia prosto na stół.
    .step-3-off-script = Zacznij komplet królów: wybierz trzy króle, a potem „Wyłóż wybrane karty”.
    .step-4-title = Dołącza dzika karta
    .step-4-task = Wybierz jedną dwójkę i kliknij swój komplet królów.
    .step-4-why = Dzika karta może dołączyć do kompletu kart naturalnych, dopóki naturalnych jest więcej niż dzikich: trzy króle i dwójka tworzą komplet brudny. Komplet bez dzikich kart jest czysty, a czyste komplety są warte więcej. Do siódemek nigdy nie dokłada się dzikiej karty.
    .step-4-off-script = Dołóż jedną dwójkę do królów: wybierz ją, a potem kliknij komplet królów.
    .step-4-answer-1 = Joker też by się nadał, ale jeśli zostanie ci w ręce, kosztuje 50: zachowaj go na komplet dzikich kart w następnym kroku.
    .step-5-title = Komplet dzikich kart
    .step-5-task = Wybierz jokera i swoje dwie dwójki i naciśnij „Wyłóż wybrane karty”.
    .step-5-why = Dzikie karty mogą też tworzyć własny komplet: trzy, żeby go zacząć, siedem, żeby go zamknąć, i tylko dwójki oraz jokery.
    .step-5-off-script = Zacznij komplet dzikich kart jokerem i dwiema dwójkami.
    .step-6-title = Zakończ ruch
    .step-6-task = Wybierz czwórkę pik i naciśnij „Odrzuć”.
    .step-6-why = Odrzucenie karty kończy twój ruch. Pozbywaj się niskich kart, których nie potrzebuje żaden twój komplet.
    .step-6-off-script = Odrzuć czwórkę pik.
    .step-7-title = Twój ruch się skończył
    .step-7-task = Teraz swoje ruchy wykonują pozostali gracze.
    .step-7-why = Komplety rosną z ruchu na ruch; siódma karta zamyka komplet. Komplet dzikich kart i króle leżą już na stole obok dziesiątek.
    .recap-1 = Komplet to karty jednej wartości: trzy, żeby zacząć, siedem, żeby zamknąć.
    .recap-2 = Dwójki i jokery są dzikie: dołączają do kompletu, dopóki jest w nim więcej kart naturalnych, albo tworzą komplet dzikich kart.
    .recap-3 = Komplet bez dzikich kart jest czysty, z dzikimi kartami brudny; do siódemek nie dokłada się dzikich kart.
    .recap-4 = Dobierz (albo weź stos), wykładaj, a na koniec odrzuć kartę, żeby zakończyć ruch.

## Sevens from Hell 02: Taking the pile, and the frozen pile
# english: 40abc51730ed3455
lesson-sevens-from-hell-02 =
    .title = Branie stosu i zamrożony stos
    .goal = Zamiast dobierać, możesz wziąć stos kart odrzuconych, jeśli masz dwie karty tej samej wartości co jego wierzchnia karta; trójka na wierzchu zamraża stos.
    .step-1-title = Stos
    .step-1-task = Na wierzchu stosu kart odrzuconych leży król pik, a ty masz dwa króle.
    .step-1-why = Zamiast dobierać dwie karty, możesz wziąć stos: wierzchnia karta i dwie karty tej samej wartości z twojej ręki trafiają na stół jako komplet, a kolejne karty ze stosu idą do twojej ręki.
    .step-2-title = Weź go
    .step-2-task = Naciśnij „Weź stos”.
    .step-2-why = Króle trafiają na stół twojej drużyny, a pozostałe karty ze stosu dołączają do twojej ręki: więcej kart do budowania kompletów.
    .step-2-off-script = W tej lekcji weź stos: twoje dwa króle pasują do jego wierzchniej karty.
    .step-3-title = Zamroź go
    .step-3-task = Wybierz trójkę trefl i naciśnij „Odrzuć”.
    .step-3-why = Trójki nigdy nie trafiają do kompletu. Trójka na wierzchu stosu go zamraża: następny gracz nie może go wziąć i musi dobierać.
    .step-3-off-script = Odrzuć trójkę trefl.
    .step-4-title = Zachód musiał dobierać
    .step-4-task = Zachód nie mógł wziąć stosu, dopóki leżała na nim twoja trójka: dobrał dwie karty i przykrył ją czwórką.
    .step-4-why = Trójka to bezpieczna karta do odrzucenia, gdy stos jest coś wart dla gracza po tobie. Jeśli zostanie ci w ręce na koniec rundy, kosztuje punkty, więc pozbywaj się trójek wcześnie.
    .recap-1 = Zacznij ruch od dobrania dwóch kart albo weź stos, jeśli masz dwie karty tej samej wartości co jego wierzchnia karta.
    .recap-2 = Wierzchnia karta stosu i twoja para trafiają na stół; kolejne karty ze stosu idą do twojej ręki.
    .recap-3 = Trójka na wierzchu zamraża stos dla następnego gracza.

## Sevens from Hell 03: The initial meld
# english: 2eed71638790b347
lesson-sevens-from-hell-03 =
    .title = Pierwsze wyłożenie
    .goal = Zanim drużyna zacznie wykładać pojedyncze komplety, jeden z graczy musi zrobić pierwsze wyłożenie warte co najmniej minimum rundy: 90, 120, 150 i 180 w rundach od 1 do 4.
    .step-1-title = Minimum
    .step-1-task = Twoja drużyna jeszcze nic nie wyłożyła. Pasek nad stołem pokazuje, ile musi być warte pierwsze wyłożenie w tej rundzie: 90.
    .step-1-why = Wartości kart: jokery 50, asy i dwójki 20, od króla do ósemki 10, od siódemki do czwórki 5. Pierwsze komplety, które wyłoży twoja drużyna, muszą razem osiągnąć minimum.
    .step-2-title = Dobierz
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Ruch zawsze zaczyna się od dobrania albo wzięcia stosu.
    .step-2-off-script = Najpierw dobierz dwie karty.
    .step-3-title = Przygotuj asy
    .step-3-task = Wybierz swoje trzy asy i naciśnij „Wyłóż wybrane karty”.
    .step-3-why = Dopóki twoja drużyna nie ma pierwszego wyłożenia, komplety są tylko przygotowywane: czekają obok twojej ręki, a ich suma jest porównywana z minimum. Trzy asy dają 60.
    .step-3-off-script = Najpierw przygotuj trzy asy.
    .step-4-title = Jeszcze za mało
    .step-4-task = 60 to mniej niż 90 (spróbuj nacisnąć „Połóż wyłożenie”, a zobaczysz, dlaczego się nie da). Wybierz trzy króle i naciśnij „Wyłóż wybrane karty”.
    .step-4-why = Trzy króle dodają 30: 60 i 30 to dokładnie 90.
    .step-4-off-script = Przygotuj też trzy króle.
    .step-5-title = Połóż wyłożenie
    .step-5-task = Naciśnij „Połóż wyłożenie”.
    .step-5-why = Przygotowane komplety trafiają razem na stół. Od teraz ty i twój partner wykładacie i uzupełniacie komplety bez ograniczeń.
    .step-5-off-script = Połóż teraz wyłożenie: daje 90.
    .step-6-title = Odrzuć kartę
    .step-6-task = Wybierz czwórkę karo i naciśnij „Odrzuć”.
    .step-6-why = Twój ruch kończy się odrzuceniem karty.
    .step-6-off-script = Odrzuć czwórkę karo.
    .step-7-title = Wyłożone
    .step-7-task = Komplety twojej drużyny leżą na stole.
    .step-7-why = Do końca tej rundy ty i Północ wykładacie komplety swobodnie, bez minimum.
    .recap-1 = Pierwsze komplety drużyny muszą razem osiągnąć minimum rundy: 90, 120, 150, 180.
    .recap-2 = Przygotowuj komplety po jednej wartości naraz; suma jest pokazywana obok minimum; połóż je wszystkie razem.
    .recap-3 = Po pierwszym wyłożeniu komplety trafiają prosto na stół.

## Sevens from Hell 04: The five required books
# english: 492a8d4c3679cb45
lesson-sevens-from-hell-04 =
    .title = Pięć wymaganych kompletów
    .goal = Żeby wyjść, drużyna potrzebuje pięciu zamkniętych kompletów: siódemek, dzikich kart, jednego czystego i dwóch brudnych.
    .step-1-title = Lista kompletów
    .step-1-task = Obok nazwy twojej drużyny: Siódemki, Dziki, Czysty, Brudny, Brudny. Dziki i Czysty są odhaczone.
    .step-1-why = Zamknięty komplet dzikich kart zalicza pozycję Dziki, twoje czyste ósemki pozycję Czysty. Brakuje jeszcze kompletu siódemek i dwóch brudnych kompletów.
    .step-2-title = Dobierz
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Ruch zawsze zaczyna się od dobrania albo wzięcia stosu.
    .step-2-off-script = Najpierw dobierz dwie karty.
    .step-3-title = Zamknij siódemki
    .step-3-task = Wybierz swoją siódemkę i kliknij komplet siódemek.
    .step-3-why = Siódma siódemka zamyka komplet: pozycja Siódemki zostaje odhaczona. Do siódemek nie dokłada się dzikich kart, a siódemek nigdy nie wolno odrzucać, więc mogą trafić tylko tutaj.
    .step-3-off-script = Zamknij komplet siódemek swoją siódemką.
    .step-4-title = Brudny komplet
    .step-4-task = Wybierz trzy dziewiątki i dwójkę, i naciśnij „Wyłóż wybrane karty”.
    .step-4-why = Trzy dziewiątki zaczynają komplet; dwójka do niego dołącza i czyni go brudnym. Brudne komplety zamyka się szybciej, a drużyna potrzebuje dwóch.
    .step-4-off-script = Zacznij komplet dziewiątek: wybierz trzy dziewiątki (i dwójkę) i naciśnij „Wyłóż wybrane karty”.
    .step-5-title = Dzika karta
    .step-5-task = Jeśli dwójka wciąż jest w twojej ręce, wybierz ją i kliknij komplet dziewiątek.
    .step-5-why = Trzy karty naturalne i jedna dzika: naturalnych jest więcej niż dzikich, więc komplet jest dozwolony, a przy tym brudny.
    .step-5-off-script = Dołóż dwójkę do kompletu dziewiątek.
    .step-6-title = Odrzuć kartę
    .step-6-task = Wybierz piątkę pik i naciśnij „Odrzuć”.
    .step-6-why = Twój ruch kończy się odrzuceniem karty.
    .step-6-off-script = Odrzuć piątkę pik.
    .step-7-title = Trzy z pięciu
    .step-7-task = Siódemki, Dziki i Czysty są odhaczone.
    .step-7-why = Dziewiątki staną się pierwszym brudnym kompletem, gdy będzie w nich siedem kart; potem drużyna potrzebuje jeszcze drugiego brudnego kompletu.
    .recap-1 = Czysty: bez dzikich kart. Brudny: z dzikimi kartami, ale mniej licznymi niż naturalne.
    .recap-2 = Do wyjścia potrzeba zamkniętego kompletu siódemek, kompletu dzikich kart, czystego kompletu i dwóch brudnych.
    .recap-3 = Lista obok nazwy każdej drużyny odhacza komplety, gdy zostają zamknięte.

## Sevens from Hell 05: Closing books and your partner
# english: 5af1c4631ac4dc01
lesson-sevens-from-hell-05 =
    .title = Zamykanie kompletów i twój partner
    .goal = Pierwszy komplet w rundzie zamykasz bez ograniczeń; drugi musi poczekać, aż każdy z twoich partnerów zamknie jeden.
    .step-1-title = Każdy po jednym
    .step-1-task = W tej rundzie masz już zamknięty komplet królów; Północ, twój partner, nie ma jeszcze żadnego zamkniętego kompletu.
    .step-1-why = Gracz może w rundzie zamknąć jeden komplet bez ograniczeń; drugi musi poczekać, aż każdy z jego partnerów zamknie jeden. Dzięki temu buduje każdy i nikt nie ucieka sam.
    .step-2-title = Dobierz
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Ruch zawsze zaczyna się od dobrania albo wzięcia stosu.
    .step-2-off-script = Najpierw dobierz dwie karty.
    .step-3-title = Damy muszą poczekać
    .step-3-task = Twoja dama zamknęłaby komplet dam, a na to jeszcze nie pora (spróbuj, a zobaczysz dlaczego). Wybierz waleta i kliknij komplet waletów.
    .step-3-why = W komplecie waletów są cztery karty: jedna więcej go nie zamknie. Zatrzymaj damę, aż Północ zamknie jakiś komplet.
    .step-3-off-script = Dołóż waleta do waletów.
    .step-4-title = Odrzuć kartę
    .step-4-task = Wybierz piątkę pik i naciśnij „Odrzuć”.
    .step-4-why = Twój ruch kończy się odrzuceniem karty. Dama zostaje w ręce na później.
    .step-4-off-script = Odrzuć piątkę pik.
    .step-5-title = Czekaj na Północ
    .step-5-task = Twoja dama czeka w ręce.
    .step-5-why = Gdy tylko Północ zamknie komplet, możesz zamykać tyle kompletów, ile zdołasz.
    .recap-1 = Siedem kart zamyka komplet.
    .recap-2 = Pierwsze zamknięcie w rundzie masz wolne; drugie czeka, aż każdy partner zamknie swój pierwszy komplet.

## Sevens from Hell 06: The foot
# english: 9bd129be7faa3de1
lesson-sevens-from-hell-06 =
    .title = Stopa
    .goal = Każdy gracz ma drugą rękę, stopę: bierze się ją, gdy skończą się karty w pierwszej.
    .step-1-title = Ręka i stopa
    .step-1-task = Masz w ręce dwie karty; napis nad nimi mówi, że czeka twoja stopa z 11 kart.
    .step-1-why = Każdy dostał 13 kart do gry i jeszcze 11 zakrytych, stopę. Gdy skończą ci się karty w ręce, stopa staje się twoją ręką.
    .step-2-title = Dobierz
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Dobierasz ósemkę kier i piątkę pik.
    .step-2-off-script = Najpierw dobierz dwie karty.
    .step-3-title = Trzy ósemki
    .step-3-task = Wybierz trzy ósemki i naciśnij „Wyłóż wybrane karty”.
    .step-3-why = Nowy komplet ósemek; zostaje ci jedna karta.
    .step-3-off-script = Zacznij komplet ósemek.
    .step-4-title = Ostatnia karta
    .step-4-task = Wybierz piątkę pik i naciśnij „Odrzuć”.
    .step-4-why = Po odrzuceniu twoja ręka jest pusta: bierzesz stopę i grasz z niej od następnego ruchu. Gdyby ręka opustoszała przy wykładaniu, stopa przyszłaby od razu i ruch toczyłby się dalej.
    .step-4-off-script = Odrzuć piątkę pik.
    .step-5-title = Twoja stopa
    .step-5-task = W ręce masz teraz 11 kart ze swojej stopy.
    .step-5-why = Gdy masz już stopę w ręce, możesz wyjść, o ile twoja drużyna ma pięć wymaganych kompletów. Karty, które na koniec rundy zostają w stopie, liczą się przeciwko drużynie.
    .recap-1 = Stopa to druga ręka z 11 kart, którą bierze się, gdy skończą się karty w pierwszej.
    .recap-2 = Jeśli pozbędziesz się kart z ręki, wykładając je, stopa przychodzi od razu; jeśli odrzucając, czeka na twój następny ruch.

## Sevens from Hell 07: Going out
# english: 793327c6fe727c4e
lesson-sevens-from-hell-07 =
    .title = Wyjście
    .goal = Gracz, który ma już swoją stopę i którego drużyna ma pięć wymaganych kompletów, wychodzi, zagrywając ostatnią kartę; runda się kończy, a jego drużyna dostaje 100.
    .step-1-title = Brakuje jednego kompletu
    .step-1-task = Twoja drużyna ma zamknięte siódemki, dzikie karty, czysty komplet i jeden brudny. W komplecie waletów jest sześć kart.
    .step-1-why = Drugi brudny komplet dopełni piątkę. Wtedy każdy, kto ma już swoją stopę, może wyjść.
    .step-2-title = Dobierz
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Przychodzą do ciebie jeszcze dwa walety.
    .step-2-off-script = Najpierw dobierz dwie karty.
    .step-3-title = Zamknij walety
    .step-3-task = Wybierz jednego waleta i kliknij komplet waletów.
    .step-3-why = Siódma karta zamyka go jako brudny: pięć wymaganych kompletów jest gotowych.
    .step-3-off-script = Zamknij walety jednym waletem.
    .step-4-title = Wyłóż całą rękę
    .step-4-task = Wybierz swoje trzy walety i naciśnij „Wyłóż wybrane karty”.
    .step-4-why = Nowy komplet waletów opróżnia twoją rękę, więc stopa przychodzi od razu.
    .step-4-off-script = Zacznij nowy komplet waletów swoimi trzema waletami.
    .step-5-title = Twoja stopa
    .step-5-task = Wybierz trzy piątki i naciśnij „Wyłóż wybrane karty”.
    .step-5-why = Karty ze stopy możesz zagrywać już w tym ruchu.
    .step-5-off-script = Zacznij komplet piątek.
    .step-6-title = Wychodzisz
    .step-6-task = Wybierz czwórkę trefl i naciśnij „Odrzuć”.
    .step-6-why = Odchodzi twoja ostatnia karta: wychodzisz, a runda się kończy.
    .step-6-off-script = Odrzuć czwórkę trefl, żeby wyjść.
    .step-7-title = Wynik rundy
    .step-7-task = Podsumowanie pokazuje rundę każdej drużyny, pozycja po pozycji.
    .step-7-why = Wyjście daje 100; karty, które przeciwnikom zostały w rękach i stopach, liczą się przeciwko nim.
    .recap-1 = Do wyjścia musisz mieć już swoją stopę, a twoja drużyna pięć wymaganych kompletów.
    .recap-2 = Zagraj ostatnią kartę, wykładając ją albo odrzucając, a wyjdziesz: 100 dla twojej drużyny.

## Sevens from Hell 08: The score and its penalties
# english: daf70732aef819bb
lesson-sevens-from-hell-08 =
    .title = Wynik i kary
    .goal = Runda daje punkty za karty na stole i premie za zamknięte komplety, minus karty pozostałe w rękach i stopach oraz brakujące wymagane komplety.
    .step-1-title = Co się liczy
    .step-1-task = Twoja drużyna ma zamknięty czysty komplet ósemek i cztery karty w komplecie królów.
    .step-1-why = Na koniec rundy każda drużyna dostaje punkty za swoje karty na stole (w zamkniętych i niedokończonych kompletach) oraz 500 za każdy zamknięty czysty komplet i 300 za brudny. Komplet siódemek albo dzikich kart daje 500.
    .step-2-title = Ostatnie dobranie
    .step-2-task = Naciśnij „Dobierz dwie”.
    .step-2-why = Zabierasz ostatnią kartę z każdej talii: runda skończy się razem z twoim ruchem.
    .step-2-off-script = Dobierz dwie karty.
    .step-3-title = Uratuj jokera
    .step-3-task = Wybierz dwie damy i jokera, i naciśnij „Wyłóż wybrane karty”.
    .step-3-why = Joker, który zostałby ci w ręce, kosztowałby 50. Na stole liczy się na twoją korzyść.
    .step-3-off-script = Zacznij komplet dam dwiema damami i jokerem.
    .step-4-title = Ostatnie odrzucenie
    .step-4-task = Wybierz trójkę kier i naciśnij „Odrzuć”.
    .step-4-why = Trójka, która zostałaby ci w ręce, kosztowałaby 5. Tym odrzuceniem kończy się runda.
    .step-4-off-script = Odrzuć trójkę kier.
    .step-5-title = Wynik
    .step-5-task = Przeczytaj podsumowanie rundy, pozycja po pozycji.
    .step-5-why = Dziewiątki i czwórka, które zostały ci w ręce, liczą się przeciwko tobie, podobnie jak niewzięta stopa. Każdy brakujący wymagany komplet kosztuje tyle, ile wynosi jego premia: komplet siódemek 500, komplet dzikich kart 500, każdy brudny komplet 300.
    .recap-1 = Karty na stole liczą się na twoją korzyść; karty w rękach i stopach przeciwko tobie.
    .recap-2 = Zamknięte komplety dają premie: czysty 500, brudny 300, siódemki 500, dzikie karty 500.
    .recap-3 = Wymagany komplet, którego brakuje na koniec rundy, kosztuje tyle, ile wynosi jego premia.

## Łamigłówki

# english: 52a2e6da643757da
lesson-sedma-puzzle-01 =
    .title = Zadanie 1: co zagrać
    .goal = Każdy ma 2 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa czerwiennego i siódemkę zieloną; Północ ma niżnika zielonego. Masz 0 punktów z kart, Północ 70; do zdobycia zostało jeszcze 20 punktów, w tym 10 za ostatnią lewę. Na stole: dziewiątka zielona Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 20 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 20 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa czerwiennego najlepsza gra wygląda dalej tak: Północ wychodzi niżnikiem zielonym, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 10 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz siódemkę zieloną (lewę bierzesz ty), wychodzisz asem czerwiennym, a Północ zagrywa niżnika zielonego (lewę bierzesz ty). Na koniec masz 20 punktów z kart, Północ 70.
    .step-2-why = Zagranie asa czerwiennego zostawiłoby ci 10 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 280ba889c32c5ce7
lesson-sedma-puzzle-02 =
    .title = Zadanie 2: kontynuować czy zakończyć lewę
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę dzwonkową i asa zielonego; Północ ma siódemkę czerwienną i dziesiątkę czerwienną. Masz 0 punktów z kart, Północ 30; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Na stole: twój as żołędny i as czerwienny Północy. Kontynuujesz lewę czy ją kończysz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zakończeniu lewy najlepsza gra wygląda dalej tak: Północ wychodzi dziesiątką czerwienną, zagrywasz dziesiątkę dzwonkową, Północ kontynuuje siódemką czerwienną, a ty zagrywasz asa zielonego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: kontynuujesz asem zielonym, Północ zagrywa siódemkę czerwienną (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, a ty zagrywasz dziesiątkę dzwonkową (lewę bierzesz ty). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Zakończenie lewy zostawiłoby ci 0 punktów z kart: o 30 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 62803c87518614dd
lesson-sedma-puzzle-03 =
    .title = Zadanie 3: co zagrać
    .goal = Każdy ma 2 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę żołędną i dziewiątkę zieloną; Północ ma dziewiątkę dzwonkową. Masz 10 punktów z kart, Północ 60; do zdobycia zostało jeszcze 20 punktów, w tym 10 za ostatnią lewę. Na stole: dziewiątka żołędna Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 20 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 20 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu dziewiątki zielonej najlepsza gra wygląda dalej tak: Północ kontynuuje dziewiątką dzwonkową, a ty zagrywasz dziesiątkę żołędną (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz dziesiątkę żołędną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziewiątką dzwonkową, a ty zagrywasz dziewiątkę zieloną (lewę bierzesz ty). Na koniec masz 20 punktów z kart, Północ 70.
    .step-2-why = Zagranie dziewiątki zielonej zostawiłoby ci 10 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 11b757edec7fe9a3
lesson-sedma-puzzle-04 =
    .title = Zadanie 4: co zagrać
    .goal = Każdy ma 2 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa żołędnego i króla zielonego; Północ ma króla żołędnego. Masz 0 punktów z kart, Północ 70; do zdobycia zostało jeszcze 20 punktów, w tym 10 za ostatnią lewę. Na stole: ósemka czerwienna Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 10 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 10 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu króla zielonego najlepsza gra wygląda dalej tak: Północ wychodzi królem żołędnym, a ty zagrywasz asa żołędnego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 10. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz asa żołędnego (lewę bierze Północ), Północ wychodzi królem żołędnym, a ty zagrywasz króla zielonego (lewę bierzesz ty). Na koniec masz 10 punktów z kart, Północ 80.
    .step-2-why = Zagranie króla zielonego zostawiłoby ci 0 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 7ff18a67e7b5909a
lesson-sedma-puzzle-05 =
    .title = Zadanie 5: co zagrać
    .goal = Każdy ma 2 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę czerwienną i siódemkę zieloną; Północ ma dziesiątkę zieloną. Masz 10 punktów z kart, Północ 40; do zdobycia zostało jeszcze 40 punktów, w tym 10 za ostatnią lewę. Na stole: as czerwienny Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu siódemki zielonej najlepsza gra wygląda dalej tak: wychodzisz dziesiątką czerwienną, a Północ zagrywa dziesiątkę zieloną (lewę bierze Północ). Na koniec masz 20 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz dziesiątkę czerwienną (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Zagranie siódemki zielonej zostawiłoby ci 20 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 16a3a1a1b2440c05
lesson-sedma-puzzle-06 =
    .title = Zadanie 6: kontynuować czy zakończyć lewę
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę czerwienną i asa czerwiennego; Północ ma siódemkę dzwonkową i asa zielonego. Masz 10 punktów z kart, Północ 20; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Na stole: twoja dziesiątka dzwonkowa i dziesiątka zielona Północy. Kontynuujesz lewę czy ją kończysz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 40 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 40 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zakończeniu lewy najlepsza gra wygląda dalej tak: Północ wychodzi asem zielonym, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką dzwonkową, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 40. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: kontynuujesz dziesiątką czerwienną, Północ zagrywa siódemkę dzwonkową (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz asa czerwiennego (lewę bierzesz ty). Na koniec masz 40 punktów z kart, Północ 50.
    .step-2-why = Zakończenie lewy zostawiłoby ci 10 punktów z kart: o 30 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 70424b173753da1f
lesson-sedma-puzzle-07 =
    .title = Zadanie 7: kontynuować czy zakończyć lewę
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz siódemkę żołędną i asa zielonego; Północ ma asa czerwiennego i siódemkę zieloną. Masz 20 punktów z kart, Północ 20; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Na stole: twój as żołędny i as dzwonkowy Północy. Kontynuujesz lewę czy ją kończysz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 40 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 40 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po kontynuowaniu lewy asem zielonym najlepsza gra wygląda dalej tak: Północ zagrywa asa czerwiennego, kończysz lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz siódemkę żołędną (lewę bierzesz ty). Na koniec masz 30 punktów z kart zamiast 40. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po kontynuowaniu lewy siódemką żołędną najlepsza gra wygląda dalej tak: Północ zagrywa asa czerwiennego, kończysz lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz asa zielonego (lewę bierze Północ). Na koniec masz 20 punktów z kart zamiast 40. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: kończysz lewę (lewę bierze Północ), Północ wychodzi asem czerwiennym, zagrywasz asa zielonego, Północ kończy lewę (lewę bierzesz ty), wychodzisz siódemką żołędną, a Północ zagrywa siódemkę zieloną (lewę bierze Północ). Na koniec masz 40 punktów z kart, Północ 50.
    .step-2-why = Kontynuowanie lewy asem zielonym zostawiłoby ci 30 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 367cdc79b780595f
lesson-sedma-puzzle-08 =
    .title = Zadanie 8: czym wyjść
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę żołędną, asa żołędnego i dziesiątkę dzwonkową; Północ ma siódemkę dzwonkową, siódemkę zieloną i dziesiątkę zieloną. Masz 10 punktów z kart, Północ 30; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu dziesiątką żołędną najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę dzwonkową, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz asa żołędnego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz dziesiątkę dzwonkową (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu dziesiątką dzwonkową najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę dzwonkową, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz dziesiątkę żołędną, Północ kontynuuje siódemką zieloną, a ty zagrywasz asa żołędnego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz asem żołędnym, Północ zagrywa siódemkę dzwonkową (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz dziesiątkę żołędną, Północ kończy lewę (lewę bierzesz ty), wychodzisz dziesiątką dzwonkową, a Północ zagrywa siódemkę zieloną (lewę bierze Północ). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Wyjście dziesiątką żołędną zostawiłoby ci 10 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 829d9b74d8763e12
lesson-sedma-puzzle-09 =
    .title = Zadanie 9: co zagrać
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz siódemkę żołędną, dziesiątkę czerwienną i asa zielonego; Północ ma dziesiątkę żołędną i dziesiątkę zieloną. Masz 30 punktów z kart, Północ 10; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Na stole: wyżnik zielony Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu siódemki żołędnej najlepsza gra wygląda dalej tak: wychodzisz asem zielonym, Północ zagrywa dziesiątkę żołędną (lewę bierzesz ty), wychodzisz dziesiątką czerwienną, a Północ zagrywa dziesiątkę zieloną (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu dziesiątki czerwiennej najlepsza gra wygląda dalej tak: Północ wychodzi dziesiątką żołędną, zagrywasz asa zielonego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, a ty zagrywasz siódemkę żołędną (lewę bierzesz ty). Na koniec masz 50 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz asa zielonego (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierzesz ty), wychodzisz siódemką żołędną, a Północ zagrywa dziesiątkę zieloną (lewę bierzesz ty). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Zagranie siódemki żołędnej zostawiłoby ci 50 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 71e677883fd2da5b
lesson-sedma-puzzle-10 =
    .title = Zadanie 10: czym wyjść
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę dzwonkową, dziesiątkę zieloną i asa zielonego; Północ ma siódemkę żołędną, dziesiątkę żołędną i dziesiątkę czerwienną. Masz 0 punktów z kart, Północ 30; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 20 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 20 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu dziesiątką dzwonkową najlepsza gra wygląda dalej tak: Północ zagrywa dziesiątkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, zagrywasz dziesiątkę zieloną, Północ kontynuuje siódemką żołędną, a ty zagrywasz asa zielonego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu dziesiątką zieloną najlepsza gra wygląda dalej tak: Północ zagrywa dziesiątkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, zagrywasz dziesiątkę dzwonkową, Północ kontynuuje siódemką żołędną, a ty zagrywasz asa zielonego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz asem zielonym, Północ zagrywa siódemkę żołędną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, zagrywasz dziesiątkę dzwonkową, Północ kończy lewę (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa dziesiątkę czerwienną (lewę bierze Północ). Na koniec masz 20 punktów z kart, Północ 70.
    .step-2-why = Wyjście dziesiątką dzwonkową zostawiłoby ci 0 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 008ce1aeead263cb
lesson-sedma-puzzle-11 =
    .title = Zadanie 11: co zagrać
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa żołędnego, niżnika zielonego i asa zielonego; Północ ma siódemkę czerwienną i asa czerwiennego. Masz 10 punktów z kart, Północ 30; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Na stole: as dzwonkowy Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa żołędnego najlepsza gra wygląda dalej tak: Północ kontynuuje asem czerwiennym, zagrywasz niżnika zielonego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką czerwienną, a ty zagrywasz asa zielonego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu asa zielonego najlepsza gra wygląda dalej tak: Północ kontynuuje asem czerwiennym, zagrywasz asa żołędnego, Północ kontynuuje siódemką czerwienną, a ty zagrywasz niżnika zielonego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz niżnika zielonego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem czerwiennym, zagrywasz asa żołędnego, Północ kończy lewę (lewę bierzesz ty), wychodzisz asem zielonym, a Północ zagrywa siódemkę czerwienną (lewę bierze Północ). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Zagranie asa żołędnego zostawiłoby ci 10 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: e2b417d5122aa2c7
lesson-sedma-puzzle-12 =
    .title = Zadanie 12: co zagrać
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa żołędnego, wyżnika czerwiennego i dziesiątkę zieloną; Północ ma siódemkę zieloną i asa zielonego. Masz 0 punktów z kart, Północ 30; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Na stole: dziesiątka dzwonkowa Północy, twoja dziesiątka czerwienna i siódemka dzwonkowa Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa żołędnego najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, zagrywasz wyżnika czerwiennego (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz dziesiątkę zieloną (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu wyżnika czerwiennego najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz asa żołędnego, Północ kontynuuje siódemką zieloną, a ty zagrywasz dziesiątkę zieloną (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz dziesiątkę zieloną, Północ kontynuuje siódemką zieloną, zagrywasz wyżnika czerwiennego (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz asa żołędnego (lewę bierzesz ty). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Zagranie asa żołędnego zostawiłoby ci 0 punktów z kart: o 30 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 225eb1ed04c1da03
lesson-sedma-puzzle-13 =
    .title = Zadanie 13: co zagrać
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz wyżnika czerwiennego, asa czerwiennego i siódemkę zieloną; Północ ma asa dzwonkowego i asa zielonego. Masz 30 punktów z kart, Północ 10; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Na stole: as żołędny Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa czerwiennego najlepsza gra wygląda dalej tak: Północ kontynuuje asem dzwonkowym, zagrywasz wyżnika czerwiennego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 50 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu siódemki zielonej najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierzesz ty), wychodzisz wyżnikiem czerwiennym, Północ zagrywa asa dzwonkowego (lewę bierzesz ty), wychodzisz asem czerwiennym, a Północ zagrywa asa zielonego (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz wyżnika czerwiennego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem dzwonkowym, zagrywasz asa czerwiennego, Północ kończy lewę (lewę bierzesz ty), wychodzisz siódemką zieloną, a Północ zagrywa asa zielonego (lewę bierzesz ty). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Zagranie asa czerwiennego zostawiłoby ci 50 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 8c7c21752b4604b8
lesson-sedma-puzzle-14 =
    .title = Zadanie 14: czym wyjść
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz siódemkę żołędną, dziesiątkę zieloną i niżnika zielonego; Północ ma dziesiątkę żołędną, asa żołędnego i niżnika czerwiennego. Masz 50 punktów z kart, Północ 0; do zdobycia zostało jeszcze 40 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 80 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 80 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu niżnikiem zielonym najlepsza gra wygląda dalej tak: Północ zagrywa niżnika czerwiennego, kończysz lewę (lewę bierze Północ), Północ wychodzi asem żołędnym, zagrywasz dziesiątkę zieloną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, a ty zagrywasz siódemkę żołędną (lewę bierzesz ty). Na koniec masz 70 punktów z kart zamiast 80. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu siódemką żołędną najlepsza gra wygląda dalej tak: Północ zagrywa niżnika czerwiennego (lewę bierzesz ty), wychodzisz niżnikiem zielonym, Północ zagrywa asa żołędnego (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa dziesiątkę żołędną (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 80. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz dziesiątką zieloną, Północ zagrywa dziesiątkę żołędną, kontynuujesz siódemką żołędną, Północ zagrywa asa żołędnego (lewę bierzesz ty), wychodzisz niżnikiem zielonym, a Północ zagrywa niżnika czerwiennego (lewę bierze Północ). Na koniec masz 80 punktów z kart, Północ 10.
    .step-2-why = Wyjście niżnikiem zielonym zostawiłoby ci 70 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 1589e692ca9b46fc
lesson-sedma-puzzle-15 =
    .title = Zadanie 15: czym wyjść
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę żołędną, siódemkę czerwienną i asa czerwiennego; Północ ma siódemkę żołędną, siódemkę zieloną i dziesiątkę zieloną. Masz 50 punktów z kart, Północ 0; do zdobycia zostało jeszcze 40 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu dziesiątką żołędną najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz asa czerwiennego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz siódemkę czerwienną (lewę bierzesz ty). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu siódemką czerwienną najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę żołędną (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz dziesiątkę żołędną, Północ kontynuuje siódemką zieloną, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz asem czerwiennym, Północ zagrywa siódemkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, zagrywasz dziesiątkę żołędną (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, a ty zagrywasz siódemkę czerwienną (lewę bierzesz ty). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Wyjście dziesiątką żołędną zostawiłoby ci 60 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 4742fa7262f1c7ab
lesson-sedma-puzzle-16 =
    .title = Zadanie 16: czym wyjść
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa dzwonkowego, dziesiątkę czerwienną i asa czerwiennego; Północ ma asa żołędnego, siódemkę zieloną i asa zielonego. Masz 10 punktów z kart, Północ 20; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu asem dzwonkowym najlepsza gra wygląda dalej tak: Północ zagrywa asa żołędnego, kończysz lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu asem czerwiennym najlepsza gra wygląda dalej tak: Północ zagrywa asa żołędnego, kończysz lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz asa dzwonkowego, Północ kontynuuje siódemką zieloną, a ty zagrywasz dziesiątkę czerwienną (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz dziesiątką czerwienną, Północ zagrywa asa żołędnego (lewę bierzesz ty), wychodzisz asem dzwonkowym, Północ zagrywa asa zielonego, kończysz lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Wyjście asem dzwonkowym zostawiłoby ci 10 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 8ed7833bd01480e3
lesson-sedma-puzzle-17 =
    .title = Zadanie 17: co zagrać
    .goal = Każdy ma 3 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz siódemkę czerwienną, asa czerwiennego i dziesiątkę zieloną; Północ ma dziesiątkę żołędną i asa dzwonkowego. Masz 40 punktów z kart, Północ 0; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Na stole: wyżnik czerwienny Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa czerwiennego najlepsza gra wygląda dalej tak: Północ wychodzi asem dzwonkowym, zagrywasz dziesiątkę zieloną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, a ty zagrywasz siódemkę czerwienną (lewę bierzesz ty). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu dziesiątki zielonej najlepsza gra wygląda dalej tak: Północ wychodzi dziesiątką żołędną, zagrywasz asa czerwiennego (lewę bierze Północ), Północ wychodzi asem dzwonkowym, a ty zagrywasz siódemkę czerwienną (lewę bierzesz ty). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz siódemkę czerwienną (lewę bierzesz ty), wychodzisz asem czerwiennym, Północ zagrywa asa dzwonkowego (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, a ty zagrywasz dziesiątkę zieloną (lewę bierzesz ty). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Zagranie asa czerwiennego zostawiłoby ci 60 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 6b62f50fc0150ca4
lesson-sedma-puzzle-18 =
    .title = Zadanie 18: co zagrać
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz siódemkę żołędną, niżnika dzwonkowego, dziesiątkę czerwienną i wyżnika zielonego; Północ ma niżnika żołędnego, wyżnika żołędnego i wyżnika dzwonkowego. Masz 10 punktów z kart, Północ 60; do zdobycia zostało jeszcze 20 punktów, w tym 10 za ostatnią lewę. Na stole: król zielony Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 30 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 30 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu siódemki żołędnej najlepsza gra wygląda dalej tak: wychodzisz niżnikiem dzwonkowym, Północ zagrywa niżnika żołędnego (lewę bierze Północ), Północ wychodzi wyżnikiem żołędnym, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi wyżnikiem dzwonkowym, a ty zagrywasz wyżnika zielonego (lewę bierzesz ty). Na koniec masz 20 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu niżnika dzwonkowego najlepsza gra wygląda dalej tak: Północ wychodzi niżnikiem żołędnym, zagrywasz siódemkę żołędną (lewę bierzesz ty), wychodzisz dziesiątką czerwienną, Północ zagrywa wyżnika żołędnego (lewę bierzesz ty), wychodzisz wyżnikiem zielonym, a Północ zagrywa wyżnika dzwonkowego (lewę bierze Północ). Na koniec masz 20 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po zagraniu dziesiątki czerwiennej najlepsza gra wygląda dalej tak: Północ wychodzi niżnikiem żołędnym, zagrywasz niżnika dzwonkowego (lewę bierzesz ty), wychodzisz wyżnikiem zielonym, Północ zagrywa wyżnika żołędnego, kończysz lewę (lewę bierze Północ), Północ wychodzi wyżnikiem dzwonkowym, a ty zagrywasz siódemkę żołędną (lewę bierzesz ty). Na koniec masz 20 punktów z kart zamiast 30. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz wyżnika zielonego (lewę bierze Północ), Północ wychodzi niżnikiem żołędnym, zagrywasz siódemkę żołędną (lewę bierzesz ty), wychodzisz niżnikiem dzwonkowym, Północ zagrywa wyżnika żołędnego (lewę bierzesz ty), wychodzisz dziesiątką czerwienną, a Północ zagrywa wyżnika dzwonkowego (lewę bierzesz ty). Na koniec masz 30 punktów z kart, Północ 60.
    .step-2-why = Zagranie siódemki żołędnej zostawiłoby ci 20 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 4062f4a22c3e1891
lesson-sedma-puzzle-19 =
    .title = Zadanie 19: co zagrać
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziewiątkę żołędną, niżnika czerwiennego, dziesiątkę zieloną i wyżnika zielonego; Północ ma dziesiątkę dzwonkową, siódemkę czerwienną i dziesiątkę czerwienną. Masz 30 punktów z kart, Północ 20; do zdobycia zostało jeszcze 40 punktów, w tym 10 za ostatnią lewę. Na stole: wyżnik żołędny Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 50 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 50 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu dziewiątki żołędnej najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką dzwonkową, zagrywasz niżnika czerwiennego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, zagrywasz dziesiątkę zieloną, Północ kontynuuje siódemką czerwienną, a ty zagrywasz wyżnika zielonego (lewę bierze Północ). Na koniec masz 30 punktów z kart zamiast 50. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu niżnika czerwiennego najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką dzwonkową, zagrywasz dziewiątkę żołędną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, zagrywasz dziesiątkę zieloną, Północ kontynuuje siódemką czerwienną, a ty zagrywasz wyżnika zielonego (lewę bierze Północ). Na koniec masz 30 punktów z kart zamiast 50. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po zagraniu dziesiątki zielonej najlepsza gra wygląda dalej tak: Północ kończy lewę (lewę bierze Północ), Północ wychodzi dziesiątką dzwonkową, zagrywasz dziewiątkę żołędną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką czerwienną, zagrywasz niżnika czerwiennego (lewę bierze Północ), Północ wychodzi dziesiątką czerwienną, a ty zagrywasz wyżnika zielonego (lewę bierze Północ). Na koniec masz 30 punktów z kart zamiast 50. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz wyżnika zielonego, Północ kończy lewę (lewę bierzesz ty), wychodzisz dziewiątką żołędną, Północ zagrywa dziesiątkę dzwonkową (lewę bierzesz ty), wychodzisz niżnikiem czerwiennym, Północ zagrywa dziesiątkę czerwienną (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa siódemkę czerwienną (lewę bierze Północ). Na koniec masz 50 punktów z kart, Północ 40.
    .step-2-why = Zagranie dziewiątki żołędnej zostawiłoby ci 30 punktów z kart: o 20 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 244307c618128e07
lesson-sedma-puzzle-20 =
    .title = Zadanie 20: czym wyjść
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz króla żołędnego, asa dzwonkowego, dziesiątkę czerwienną i asa czerwiennego; Północ ma siódemkę żołędną, wyżnika żołędnego, siódemkę zieloną i asa zielonego. Masz 0 punktów z kart, Północ 40; do zdobycia zostało jeszcze 50 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 20 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 20 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu królem żołędnym najlepsza gra wygląda dalej tak: Północ zagrywa asa zielonego (lewę bierzesz ty), wychodzisz asem dzwonkowym, Północ zagrywa siódemkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi wyżnikiem żołędnym, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 10 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu asem dzwonkowym najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi wyżnikiem żołędnym, zagrywasz króla żołędnego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz dziesiątkę czerwienną, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką zieloną, a ty zagrywasz asa czerwiennego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po wyjściu asem czerwiennym najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę żołędną, kończysz lewę (lewę bierze Północ), Północ wychodzi wyżnikiem żołędnym, zagrywasz króla żołędnego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz asa dzwonkowego, Północ kontynuuje siódemką zieloną, a ty zagrywasz dziesiątkę czerwienną (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz dziesiątką czerwienną, Północ zagrywa siódemkę żołędną (lewę bierze Północ), Północ wychodzi wyżnikiem żołędnym, zagrywasz króla żołędnego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi asem zielonym, zagrywasz asa dzwonkowego, Północ kończy lewę (lewę bierzesz ty), wychodzisz asem czerwiennym, a Północ zagrywa siódemkę zieloną (lewę bierze Północ). Na koniec masz 20 punktów z kart, Północ 70.
    .step-2-why = Wyjście królem żołędnym zostawiłoby ci 10 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 44bba411523a7d60
lesson-sedma-puzzle-21 =
    .title = Zadanie 21: czym wyjść
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziewiątkę dzwonkową, wyżnika czerwiennego, króla czerwiennego i dziewiątkę zieloną; Północ ma dziesiątkę żołędną, asa czerwiennego, siódemkę zieloną i wyżnika zielonego. Masz 60 punktów z kart, Północ 0; do zdobycia zostało jeszcze 30 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu dziewiątką dzwonkową najlepsza gra wygląda dalej tak: Północ zagrywa wyżnika zielonego, kończysz lewę (lewę bierzesz ty), wychodzisz wyżnikiem czerwiennym, Północ zagrywa siódemkę zieloną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, zagrywasz króla czerwiennego (lewę bierze Północ), Północ wychodzi asem czerwiennym, a ty zagrywasz dziewiątkę zieloną (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu wyżnikiem czerwiennym najlepsza gra wygląda dalej tak: Północ zagrywa siódemkę zieloną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, zagrywasz dziewiątkę dzwonkową (lewę bierze Północ), Północ wychodzi asem czerwiennym, zagrywasz króla czerwiennego (lewę bierze Północ), Północ wychodzi wyżnikiem zielonym, a ty zagrywasz dziewiątkę zieloną (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po wyjściu dziewiątką zieloną najlepsza gra wygląda dalej tak: Północ zagrywa wyżnika zielonego, kończysz lewę (lewę bierzesz ty), wychodzisz dziewiątką dzwonkową, Północ zagrywa siódemkę zieloną (lewę bierze Północ), Północ wychodzi dziesiątką żołędną, zagrywasz wyżnika czerwiennego (lewę bierze Północ), Północ wychodzi asem czerwiennym, a ty zagrywasz króla czerwiennego (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz królem czerwiennym, Północ zagrywa dziesiątkę żołędną (lewę bierzesz ty), wychodzisz dziewiątką dzwonkową, Północ zagrywa wyżnika zielonego, kończysz lewę (lewę bierzesz ty), wychodzisz wyżnikiem czerwiennym, Północ zagrywa siódemkę zieloną (lewę bierze Północ), Północ wychodzi asem czerwiennym, a ty zagrywasz dziewiątkę zieloną (lewę bierze Północ). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Wyjście dziewiątką dzwonkową zostawiłoby ci 60 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: b5d2e6d91618a531
lesson-sedma-puzzle-22 =
    .title = Zadanie 22: czym wyjść
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziesiątkę żołędną, asa żołędnego, siódemkę dzwonkową i niżnika zielonego; Północ ma króla dzwonkowego, asa czerwiennego, dziesiątkę zieloną i asa zielonego. Masz 30 punktów z kart, Północ 0; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 70 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 70 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu asem żołędnym najlepsza gra wygląda dalej tak: Północ zagrywa asa czerwiennego, kontynuujesz siódemką dzwonkową, Północ zagrywa króla dzwonkowego (lewę bierzesz ty), wychodzisz niżnikiem zielonym, Północ zagrywa asa zielonego (lewę bierzesz ty), wychodzisz dziesiątką żołędną, a Północ zagrywa dziesiątkę zieloną (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu siódemką dzwonkową najlepsza gra wygląda dalej tak: Północ zagrywa króla dzwonkowego (lewę bierzesz ty), wychodzisz dziesiątką żołędną, Północ zagrywa asa czerwiennego (lewę bierzesz ty), wychodzisz niżnikiem zielonym, Północ zagrywa dziesiątkę zieloną (lewę bierzesz ty), wychodzisz asem żołędnym, a Północ zagrywa asa zielonego (lewę bierze Północ). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po wyjściu niżnikiem zielonym najlepsza gra wygląda dalej tak: Północ zagrywa asa czerwiennego, kończysz lewę (lewę bierzesz ty), wychodzisz dziesiątką żołędną, Północ zagrywa dziesiątkę zieloną, kończysz lewę (lewę bierze Północ), Północ wychodzi królem dzwonkowym, zagrywasz asa żołędnego (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz siódemkę dzwonkową (lewę bierzesz ty). Na koniec masz 60 punktów z kart zamiast 70. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz dziesiątką żołędną, Północ zagrywa króla dzwonkowego, kończysz lewę (lewę bierzesz ty), wychodzisz asem żołędnym, Północ zagrywa asa czerwiennego, kończysz lewę (lewę bierze Północ), Północ wychodzi dziesiątką zieloną, zagrywasz siódemkę dzwonkową (lewę bierzesz ty), wychodzisz niżnikiem zielonym, a Północ zagrywa asa zielonego (lewę bierzesz ty). Na koniec masz 70 punktów z kart, Północ 20.
    .step-2-why = Wyjście asem żołędnym zostawiłoby ci 60 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 79c2305cfb19215e
lesson-sedma-puzzle-23 =
    .title = Zadanie 23: co zagrać
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz asa żołędnego, dziesiątkę dzwonkową, asa dzwonkowego i siódemkę zieloną; Północ ma siódemkę żołędną, siódemkę dzwonkową i asa zielonego. Masz 0 punktów z kart, Północ 30; do zdobycia zostało jeszcze 60 punktów, w tym 10 za ostatnią lewę. Na stole: as czerwienny Północy. Co zagrasz?
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 20 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 20 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po zagraniu asa żołędnego najlepsza gra wygląda dalej tak: Północ kontynuuje asem zielonym, zagrywasz dziesiątkę dzwonkową, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką żołędną, zagrywasz asa dzwonkowego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką dzwonkową, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 10 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po zagraniu asa dzwonkowego najlepsza gra wygląda dalej tak: Północ kontynuuje asem zielonym, zagrywasz asa żołędnego, Północ kontynuuje siódemką żołędną, zagrywasz dziesiątkę dzwonkową, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką dzwonkową, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 10 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po zagraniu siódemki zielonej najlepsza gra wygląda dalej tak: Północ kontynuuje asem zielonym, zagrywasz asa żołędnego, Północ kontynuuje siódemką żołędną, zagrywasz dziesiątkę dzwonkową, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką dzwonkową, a ty zagrywasz asa dzwonkowego (lewę bierze Północ). Na koniec masz 0 punktów z kart zamiast 20. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: zagrywasz dziesiątkę dzwonkową, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką żołędną, zagrywasz asa żołędnego, Północ kończy lewę (lewę bierze Północ), Północ wychodzi siódemką dzwonkową, zagrywasz asa dzwonkowego (lewę bierze Północ), Północ wychodzi asem zielonym, a ty zagrywasz siódemkę zieloną (lewę bierzesz ty). Na koniec masz 20 punktów z kart, Północ 70.
    .step-2-why = Zagranie asa żołędnego zostawiłoby ci 10 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

# english: 30a0c686216e9480
lesson-sedma-puzzle-24 =
    .title = Zadanie 24: czym wyjść
    .goal = Każdy ma 4 karty, a kart do dobierania już nie ma: znajdź jedyny ruch, który zachowa najwięcej punktów.
    .step-1-title = Znajdź najlepszy ruch
    .step-1-task = Wszystkie karty są znane: masz dziewiątkę dzwonkową, niżnika dzwonkowego, króla czerwiennego i dziesiątkę zieloną; Północ ma dziesiątkę żołędną, wyżnika dzwonkowego, wyżnika zielonego i króla zielonego. Masz 50 punktów z kart, Północ 10; do zdobycia zostało jeszcze 30 punktów, w tym 10 za ostatnią lewę. Wychodzisz ty.
    .step-1-why = Przy najlepszej grze obu stron tylko jeden ruch daje ci na koniec 60 punktów z kart; każdy inny mniej. Policz, co jeszcze może wziąć każda karta Północy.
    .step-1-off-script = To nie jest najlepszy ruch: przy najlepszej grze obu stron daje na koniec mniej niż 60 punktów z kart. Spróbuj jeszcze raz.
    .step-1-answer-1 = Nie ten ruch: po wyjściu dziewiątką dzwonkową najlepsza gra wygląda dalej tak: Północ zagrywa króla zielonego (lewę bierzesz ty), wychodzisz niżnikiem dzwonkowym, Północ zagrywa wyżnika dzwonkowego (lewę bierzesz ty), wychodzisz królem czerwiennym, Północ zagrywa wyżnika zielonego (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa dziesiątkę żołędną (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 60. Spróbuj jeszcze raz.
    .step-1-answer-2 = Nie ten ruch: po wyjściu niżnikiem dzwonkowym najlepsza gra wygląda dalej tak: Północ zagrywa króla zielonego (lewę bierzesz ty), wychodzisz dziewiątką dzwonkową, Północ zagrywa wyżnika dzwonkowego (lewę bierzesz ty), wychodzisz królem czerwiennym, Północ zagrywa wyżnika zielonego (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa dziesiątkę żołędną (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 60. Spróbuj jeszcze raz.
    .step-1-answer-3 = Nie ten ruch: po wyjściu królem czerwiennym najlepsza gra wygląda dalej tak: Północ zagrywa wyżnika dzwonkowego (lewę bierzesz ty), wychodzisz dziewiątką dzwonkową, Północ zagrywa wyżnika zielonego (lewę bierzesz ty), wychodzisz niżnikiem dzwonkowym, Północ zagrywa króla zielonego (lewę bierzesz ty), wychodzisz dziesiątką zieloną, a Północ zagrywa dziesiątkę żołędną (lewę bierze Północ). Na koniec masz 50 punktów z kart zamiast 60. Spróbuj jeszcze raz.
    .step-2-title = Linia gry algorytmu
    .step-2-task = Dobrze. Najlepsza gra od tego miejsca: wychodzisz dziesiątką zieloną, Północ zagrywa dziesiątkę żołędną (lewę bierze Północ), Północ wychodzi wyżnikiem dzwonkowym, zagrywasz dziewiątkę dzwonkową, Północ kończy lewę (lewę bierze Północ), Północ wychodzi wyżnikiem zielonym, zagrywasz niżnika dzwonkowego (lewę bierze Północ), Północ wychodzi królem zielonym, a ty zagrywasz króla czerwiennego (lewę bierzesz ty). Na koniec masz 60 punktów z kart, Północ 30.
    .step-2-why = Wyjście dziewiątką dzwonkową zostawiłoby ci 50 punktów z kart: o 10 punktów mniej.
    .recap-1 = Gdy skończą się karty do dobierania, wszystkie karty są znane: policz, co jeszcze może wziąć każda karta.
    .recap-2 = Siódemka bierze wszystko; lewę wygrywa ostatnia karta tej samej wartości co pierwsza karta lewy albo ostatnia siódemka.
    .recap-3 = Ostatnia lewa jest warta 10 punktów: myśl o niej od początku.

## Wyniki w historii
history-gave-up-at = { $person ->
        [you] poddana przy stanie
        [you-and] poddana przy stanie
       *[other] { $who } poddaje się przy stanie
    } { $totals }
history-my-result = { $how ->
        [won] wygrana
        [lost] przegrana
        [shared] wspólne zwycięstwo przy stanie
        [gave-up] poddana przy stanie
       *[abandoned] przerwana przy stanie
    } { $mine } : { $best }
history-abandoned-at = przerwana przy stanie { $totals }
table-match-over-result = { $won } ({ $totals })


## Piekielne siódemki przy stole
# $kind to rodzaj kompletu: four, five, six, seven, eight, nine, ten, jack, queen, king, ace
# albo wild (komplet dzikich kart); $case to nom, gen (komplet „czego”) albo acc.
hell-kind = { $kind ->
        [four] { $case ->
            [gen] czwórek
           *[other] czwórki
        }
        [five] { $case ->
            [gen] piątek
           *[other] piątki
        }
        [six] { $case ->
            [gen] szóstek
           *[other] szóstki
        }
        [seven] { $case ->
            [gen] siódemek
           *[other] siódemki
        }
        [eight] { $case ->
            [gen] ósemek
           *[other] ósemki
        }
        [nine] { $case ->
            [gen] dziewiątek
           *[other] dziewiątki
        }
        [ten] { $case ->
            [gen] dziesiątek
           *[other] dziesiątki
        }
        [jack] { $case ->
            [gen] waletów
           *[other] walety
        }
        [queen] { $case ->
            [gen] dam
           *[other] damy
        }
        [king] { $case ->
            [gen] królów
           *[other] króle
        }
        [ace] { $case ->
            [gen] asów
           *[other] asy
        }
       *[wild] { $case ->
            [gen] dzikich kart
           *[other] dzikie karty
        }
    }
# $count kart jednej grupy w ręce: wartość jak w hell-kind albo joker, two, red-three,
# black-three; $case to nom albo acc.
hell-cards = { $count ->
        [one] { $case ->
            [acc] { $group ->
                [four] czwórkę
                [five] piątkę
                [six] szóstkę
                [seven] siódemkę
                [eight] ósemkę
                [nine] dziewiątkę
                [ten] dziesiątkę
                [jack] waleta
                [queen] damę
                [king] króla
                [ace] asa
                [joker] jokera
                [two] dwójkę
                [red-three] czerwoną trójkę
               *[black-three] czarną trójkę
            }
           *[nom] { $group ->
                [four] czwórka
                [five] piątka
                [six] szóstka
                [seven] siódemka
                [eight] ósemka
                [nine] dziewiątka
                [ten] dziesiątka
                [jack] walet
                [queen] dama
                [king] król
                [ace] as
                [joker] joker
                [two] dwójka
                [red-three] czerwona trójka
               *[black-three] czarna trójka
            }
        }
        [few] { $count } { $group ->
            [four] czwórki
            [five] piątki
            [six] szóstki
            [seven] siódemki
            [eight] ósemki
            [nine] dziewiątki
            [ten] dziesiątki
            [jack] walety
            [queen] damy
            [king] króle
            [ace] asy
            [joker] jokery
            [two] dwójki
            [red-three] czerwone trójki
           *[black-three] czarne trójki
        }
       *[other] { $count } { $group ->
            [four] czwórek
            [five] piątek
            [six] szóstek
            [seven] siódemek
            [eight] ósemek
            [nine] dziewiątek
            [ten] dziesiątek
            [jack] waletów
            [queen] dam
            [king] królów
            [ace] asów
            [joker] jokerów
            [two] dwójek
            [red-three] czerwonych trójek
           *[black-three] czarnych trójek
        }
    }
# Zamknięty komplet; $kind to hell-kind w dopełniaczu, $state to sevens, wild, clean albo
# dirty, $case to nom albo acc (w obu ta sama forma).
hell-book-name = { $state ->
        [clean] czysty komplet { $kind }
        [dirty] brudny komplet { $kind }
       *[other] komplet { $kind }
    }
# Wymagany komplet, którego drużynie brakuje, tak jak ciągnie się „twoja drużyna potrzebuje
# jeszcze …” (dopełniacz); $book to sevens, wild, clean, two-dirty albo second-dirty.
hell-missing-book = { $book ->
        [sevens] kompletu siódemek
        [wild] kompletu dzikich kart
        [clean] czystego kompletu
        [two-dirty] dwóch brudnych kompletów
       *[second-dirty] drugiego brudnego kompletu
    }
# Części jednowierszowego podsumowania ruchu, po tym, kto go wykonał; $person to "you" albo
# "other".
# $cards: the cards drawn, named when seen (hell-cards in the accusative, listed).
hell-part-drew-cards = { $person ->
        [you] dobierasz
       *[other] dobiera
    } { $cards }
hell-part-drew = { $person ->
        [you] dobierasz
       *[other] dobiera
    } { $count ->
        [one] kartę
        [2] dwie karty
        [few] { $count } karty
       *[other] { $count } kart
    }
# $count: wzięte karty; $kind: hell-kind w dopełniaczu; $drawn: karty dobrane dodatkowo, bo
# stos był za krótki.
hell-part-took-pile = { $person ->
        [you] bierzesz
       *[other] bierze
    } stos ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }) z parą { $kind }{ $drawn ->
        [0] {""}
       *[other] {" "}i { $person ->
            [you] dobierasz
           *[other] dobiera
        } { $drawn ->
            [one] kartę
            [2] dwie karty
            [few] { $drawn } karty
           *[other] { $drawn } kart
        }
    }
hell-part-took-pile-cards = bierzesz stos z parą { $kind }, który dał ci do ręki { $cards }{ $drawn ->
        [0] {""}
       *[other] {" "}i dobierasz { $drawn ->
            [one] kartę
            [2] dwie karty
            [few] { $drawn } karty
           *[other] { $drawn } kart
        }
    }
hell-part-started = { $person ->
        [you] zaczynasz
       *[other] zaczyna
    } komplet { $kind }
# $cards: dołożone karty („damę i dwójkę”, „3 karty”).
hell-part-added = { $person ->
        [you] dokładasz
       *[other] dokłada
    } { $cards } do kompletu { $kind }
# $kinds: komplety wyłożenia („damy i króle”).
hell-part-melded = { $person ->
        [you] kładziesz
       *[other] kładzie
    } pierwsze wyłożenie ({ $kinds }), warte { $value } z wymaganych { $minimum }
# $frozen to "yes", gdy karta jest trójką.
hell-part-discarded = { $person ->
        [you] odrzucasz
       *[other] odrzuca
    } { $card }{ $frozen ->
        [yes] : stos jest zamrożony
       *[no] {""}
    }
hell-part-no-discard = { $person ->
        [you] nie masz
       *[other] nie ma
    } żadnej karty, którą można odrzucić
# Część, która zdarzyła się $count razy z rzędu (2 lub więcej).
hell-times = { $count ->
        [2] { $part } dwa razy
        [3] { $part } trzy razy
       *[other] { $part } { $count } razy
    }
# Podsumowanie ruchu: $parts to części powyżej, wyliczone.
hell-turn-line = { $person ->
        [you] { $parts }
       *[other] { $who } { $parts }
    }.
hell-unstaged = Przygotowane karty wracają do ręki.
# $book: hell-book-name w bierniku.
hell-closed = { $person ->
        [you] Zamykasz
       *[other] { $who } zamyka
    } { $book }.
hell-took-foot = { $person ->
        [you] Bierzesz swoją stopę
       *[other] { $who } bierze swoją stopę
    } ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }).
hell-decks-empty = Talie do dobierania są puste: runda skończy się po tym ruchu.
hell-goes-out = { $person ->
        [you] Wychodzisz
       *[other] { $who } wychodzi
    }.
hell-decks-ran-out = Talie do dobierania się skończyły: runda dobiegła końca.
# Jak skończyła się runda, w jej podsumowaniu i w zapisie punktów.
hell-went-out = { $person ->
        [you] Wychodzisz
       *[other] { $who } wychodzi
    } i runda się kończy.
hell-decks-out = Talie do dobierania się skończyły.
hell-goal = cztery rundy: wygrywa najwyższa suma
hell-resumed = Runda { $number } toczy się dalej od miejsca, w którym ją przerwano.
hell-new-round = Runda { $number }: każdy gracz ma 13 kart i stopę z 11 kart; { $person ->
        [you] zaczynasz
       *[other] zaczyna { $who }
    }. Pierwsze wyłożenie musi być warte co najmniej { $minimum }.
hell-is-playing = { $who } gra…
hell-round-is-over = Runda się skończyła.
hell-turn-acquire = Twój ruch: dobierz dwie karty (D) albo weź stos (P).
hell-turn-not-melded = Twój ruch: twoja drużyna nie ma jeszcze pierwszego wyłożenia. Wyłóż komplety warte co najmniej { $minimum } albo zakończ ruch, odrzucając kartę (X).
hell-turn-meld = Twój ruch: wyłóż, co możesz, a potem odrzuć kartę (X), żeby zakończyć ruch.
hell-not-your-turn = Ruch ma { $who }
hell-wait-turn = Poczekaj na swój ruch
hell-draw-first = Najpierw dobierz dwie karty albo weź stos; potem wykładaj
hell-pick-discard = Najpierw wybierz kartę do odrzucenia: kliknij ją w ręce
hell-pick-one-discard = Wybierz do odrzucenia dokładnie jedną kartę
hell-nothing-to-take-back = Od dobrania nie ma czego zabrać z powrotem
hell-took-back = Karty wyłożone w tym ruchu wróciły do ręki.

# Stół: pasek nad nim, pozostałe miejsca, talie i stos, komplety drużyn.
hell-strip-round = Runda { $number } z 4
hell-strip-minimum = Pierwsze wyłożenie: co najmniej { $minimum }
hell-strip-last-turn = Ostatni ruch: talie do dobierania są puste
# $role to partner albo opponent.
hell-seat-plate = { $who } ({ $role ->
        [partner] partner
       *[opponent] przeciwnik
    })
# $count: karty w ręce; $taken to "yes", gdy stopa jest już wzięta, $foot jej karty.
hell-seat-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    } w ręce · { $taken ->
        [yes] ma już stopę
       *[no] stopa: { $foot }
    }
hell-to-play = ma ruch
hell-more-below = Niżej jest więcej: przewiń
hell-deck-label = Talia do dobierania { $number }: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }
hell-deck = Talia { $number }: { $count }
hell-pile-label = Stos: na wierzchu { $card }, { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }
hell-pile-empty-label = Stos: pusty
hell-pile-count = Stos: { $count }
hell-frozen = Zamrożony: na wierzchu jest trójka
hell-team-melded = po pierwszym wyłożeniu
hell-team-not-melded = jeszcze bez wyłożenia
hell-no-books = Na razie brak kompletów
hell-required = Wymagane:
hell-check-sevens = Siódemki
hell-check-wild = Dziki
hell-check-clean = Czysty
hell-check-dirty = Brudny
# Niezamknięty komplet: $kind to hell-kind w dopełniaczu, $count jego karty z $size; $clean
# to "yes" albo "no".
hell-book-label = Komplet { $kind }: { $count } z { $size }, { $clean ->
        [yes] czysty
       *[no] brudny
    }
hell-book-add = { $book }. Dołóż wybrane karty
# Podpis pod kartami kompletu: $kind to hell-kind w dopełniaczu.
hell-book-caption = komplet { $kind } { $count }/{ $size }, { $clean ->
        [yes] czysty
       *[no] brudny
    }
hell-book-caption-short = { $count }/{ $size } · { $clean ->
        [yes] czysty
       *[no] brudny
    }
# Etykieta zamkniętego kompletu: $book to hell-book-name w mianowniku, $count ile ich jest.
hell-closed-chip = zamknięty { $book }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
hell-closed-chip-short = { $kind }{ $state ->
        [clean] {" "}· czysty
        [dirty] {" "}· brudny
       *[other] {""}
    }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
hell-staged-value = Twoje pierwsze wyłożenie: { $value } z wymaganych { $minimum }
hell-staging-help = Wybierz karty jednej wartości (trzy lub więcej albo dwie i dziką kartę) i naciśnij „Wyłóż wybrane karty”; każda grupa jest sprawdzana, gdy ją przygotowujesz.
hell-my-hand = Twoja ręka: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }; { $taken ->
        [yes] stopę już masz
       *[no] czeka twoja stopa z { $foot ->
            [one] { $foot } karty
           *[other] { $foot } kart
        }
    }
# Grupa w ręce, dla czytników ekranu: $group jak w hell-cards.
hell-hand-label = { $group ->
        [four] Czwórki
        [five] Piątki
        [six] Szóstki
        [seven] Siódemki
        [eight] Ósemki
        [nine] Dziewiątki
        [ten] Dziesiątki
        [jack] Walety
        [queen] Damy
        [king] Króle
        [ace] Asy
        [joker] Jokery
        [two] Dwójki
        [red-three] Czerwone trójki
       *[black-three] Czarne trójki
    }, w ręce { $held }, wybrano { $picked }

# Przyciski; litera w nawiasie to klawisz.
hell-button-draw = Dobierz dwie (D)
hell-button-take = Weź stos (P)
# $jokers: ile z dwóch dzikich kart, którymi bierze się dziką wierzchnią kartę, to jokery.
hell-button-take-with = Weź stos { $jokers ->
        [0] dwiema dwójkami
        [1] jokerem i dwójką
       *[other] dwoma jokerami
    }
hell-button-foot = Weź stopę (F)
hell-button-meld = Wyłóż wybrane karty (M)
hell-button-lay-down = Połóż wyłożenie (L)
hell-button-take-back = Zabierz z powrotem (T)
hell-take-back-hover = Zwraca do ręki karty wyłożone w tym ruchu (z powrotem do chwili dobrania)
# $cards: jedyna wybrana karta w bierniku („siódemkę”).
hell-button-discard-card = Odrzuć { $cards } (X)
hell-button-discard = Odrzuć (X)
hell-button-end = Zakończ ruch (E)
hell-button-clear = Wyczyść wybór (Esc)
hell-picked = Wybrane: { $cards }. Wyłóż je jako komplety, kliknij komplet swojej drużyny, żeby je do niego dołożyć, albo odrzuć jedną kartę.
hell-pick-help = Kliknij kartę w ręce (albo naciśnij jej numer, od 1 do 9 i 0), żeby wybrać jedną kopię, i jeszcze raz, żeby wybrać następną; dwuklik, prawy przycisk albo Shift z numerem wybiera wszystkie kopie.
hell-may-go-out = Twoja drużyna ma pięć wymaganych kompletów: możesz wyjść, wykładając albo odrzucając ostatnią kartę.
# $books: brakujące komplety z hell-missing-book.
hell-going-out-needs = Wyjście: twoja drużyna potrzebuje jeszcze { $books }.

# Dlaczego wybranych kart nie da się wyłożyć tak, jak chce gracz.
hell-pick-meld-first = Najpierw wybierz karty do wyłożenia: kliknij je w ręce
hell-threes-never = Trójek nigdy się nie wykłada: { $count ->
        [one] trójka może trafić
       *[other] trójki mogą trafić
    } tylko na stos
# $kind i $kind_gen: karty kompletu (mianownik, dopełniacz); $other: wybrane karty innej
# wartości (biernik).
hell-only-kind = Do kompletu { $kind_gen } należą tylko { $kind } i dzikie karty; usuń { $other } z wyboru albo wyłóż je osobno
hell-wild-book-three = Komplet dzikich kart zaczyna się od trzech dzikich kart; wybierz ich więcej albo wybierz też karty naturalne, do których dołączą
hell-two-need-wild = Dwie karty nie wystarczą, żeby zacząć komplet { $kind }: wybierz do nich dwójkę albo jokera albo trzecią kartę
hell-new-book-three = Nowy komplet potrzebuje trzech kart, w tym co najmniej dwóch naturalnych; wybrano: { $cards }

# Odmowy według zasad; ciągną się też po nazwie przycisku („Odrzuć siódemkę: siódemek nigdy
# nie wolno odrzucać”), więc bez kropki. $kind to hell-kind w dopełniaczu.
hell-refuse-round-over = Runda się skończyła
hell-refuse-acquire-first = Najpierw dobierz dwie karty albo weź stos
hell-refuse-already-acquired = Dobierać albo brać stos można tylko raz w ruchu
hell-refuse-pile-empty = Stos jest pusty
hell-refuse-pile-frozen = Stos jest zamrożony: na wierzchu leży trójka
hell-refuse-take-wild = Żeby wziąć dziką kartę, potrzebujesz w ręce dwóch dzikich kart
# $have: karty tej wartości w ręce (0 albo 1); $one: jedna z nich.
hell-refuse-take-pair = Żeby wziąć stos, potrzebujesz w ręce pary { $kind }; { $have ->
        [0] nie masz żadnej takiej karty
       *[other] masz tylko jedną taką kartę
    }
hell-refuse-take-jokers = Dziką kartę z wierzchu bierze się dwiema dzikimi kartami z ręki; chcesz ją wziąć { $jokers ->
        [0] dwiema dwójkami
        [1] jokerem i dwójką
       *[other] dwoma jokerami
    }, a masz { $have_jokers ->
        [one] { $have_jokers } jokera
        [few] { $have_jokers } jokery
       *[other] { $have_jokers } jokerów
    } i { $have_twos ->
        [one] { $have_twos } dwójkę
        [few] { $have_twos } dwójki
       *[other] { $have_twos } dwójek
    }
# $card: wierzchnia karta jako jedna karta swojej wartości w mianowniku („dama”).
hell-refuse-take-natural-top = Na wierzchu leży { $card }: taką kartę bierze się dwiema kartami naturalnymi tej samej wartości, a nie dzikimi
hell-refuse-take-book-full = Komplet { $kind } twojej drużyny ma { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    }: z trzema kolejnymi miałby ich { $total }
hell-refuse-close-permission = W tej rundzie masz już zamknięty jeden komplet: zanim zamkniesz kolejny, każdy z twoich partnerów musi zamknąć jeden
hell-refuse-take-meld-minimum = Twoja drużyna nie ma jeszcze pierwszego wyłożenia: najlepsze wyłożenie z wierzchnią kartą i twoją ręką daje { $best } z wymaganych { $minimum }
hell-refuse-take-meld-one-close = Twoja drużyna nie ma jeszcze pierwszego wyłożenia: wierzchnia karta i twoja ręka dają { $minimum } tylko z dwoma zamkniętymi kompletami, a pierwsze wyłożenie może zamknąć tylko jeden; najlepsze wyłożenie daje { $best } z wymaganych { $minimum }
# $piece to natural (karty $kind), joker albo two.
hell-refuse-not-enough = Nie masz w ręce dość { $piece ->
        [joker] jokerów
        [two] dwójek
       *[natural] { $kind }
    }
hell-refuse-too-many = Komplet ma najwyżej siedem kart; tak miałby ich { $total }
hell-refuse-wild-only = Do kompletu dzikich kart należą tylko jokery i dwójki
hell-refuse-sevens-no-wild = Do kompletu siódemek nie dokłada się dzikich kart: jokery i dwójki nigdy do niego nie trafiają
# $rank: sama wartość kompletu w bierniku.
hell-refuse-more-naturals = Brudny komplet potrzebuje więcej kart naturalnych niż dzikich: zanim dołożysz kolejną dziką kartę, dołóż jeszcze { $rank }
hell-refuse-composition = Taki komplet łamałby zasadę składu kompletu
# $place to staged (przygotowywane pierwsze wyłożenie) albo table (komplety drużyny na stole).
hell-refuse-book-exists = { $place ->
        [staged] Masz już przygotowaną grupę { $kind }: dokładaj do niej
       *[table] Twoja drużyna ma już niezamknięty komplet { $kind }: dokładaj do niego
    }
hell-refuse-no-book = { $place ->
        [staged] Nie masz przygotowanej grupy { $kind }: zacznij ją trzema kartami
       *[table] Twoja drużyna nie ma niezamkniętego kompletu { $kind }: zacznij go trzema kartami
    }
hell-refuse-meld-minimum = Pierwsze wyłożenie musi być warte w { $round }. rundzie co najmniej { $minimum }; te karty dają { $value }
hell-refuse-meld-out-of-reach = Wtedy pierwsze wyłożenie byłoby warte najwyżej { $best }, mniej niż wymagane { $minimum }
hell-refuse-meld-out-of-reach-one-close = Wtedy pierwsze wyłożenie byłoby warte najwyżej { $best }, mniej niż wymagane { $minimum }: { $minimum } wymagałoby dwóch zamkniętych kompletów, a pierwsze wyłożenie może zamknąć tylko jeden
hell-refuse-nothing-staged = Do pierwszego wyłożenia nie przygotowano żadnych kart
hell-refuse-pickup-stays = Po wzięciu stosu musisz dokończyć pierwsze wyłożenie przygotowanymi kartami
hell-refuse-lay-down-first = Zanim odrzucisz kartę, połóż przygotowane wyłożenie albo zabierz je z powrotem
hell-refuse-pickup-meld-first = Po wzięciu stosu najpierw połóż swoje pierwsze wyłożenie
hell-refuse-no-sevens = Siódemek nigdy nie wolno odrzucać
# $books: brakujące komplety z hell-missing-book.
hell-refuse-going-out = Nie możesz jeszcze wyjść: twoja drużyna potrzebuje jeszcze { $books }; zatrzymaj kartę
hell-refuse-keep-a-card = Twoja drużyna potrzebuje jeszcze { $books }, zanim będzie ci wolno wyjść, więc zatrzymaj kartę do odrzucenia
hell-refuse-must-discard = Odrzuć kartę, żeby zakończyć ruch
hell-refuse-finish-going-out = Twoja ostatnia karta zamyka ostatni komplet, którego potrzebuje twoja drużyna: wyłóż ją, żeby wyjść
hell-refuse-foot-automatic = Stopę dostaniesz automatycznie, gdy tylko pozwolą na to zasady
hell-refuse-foot-taken = Stopę masz już w ręce
hell-refuse-foot-not-now = Stopę możesz wziąć dopiero po opróżnieniu ręki albo zamknięciu kompletu

# Podsumowanie rundy i zapis punktów.
hell-round-over = Runda { $number } zakończona
hell-next-round = Następna runda
hell-round-total = Razem za rundę
# Pozycja wyniku: $item to closed-books, book-bonuses, unfinished-books, cards-left,
# missing-sevens, missing-wild, missing-clean, missing-dirty albo went-out.
hell-item = { $item ->
        [closed-books] Zamknięte komplety (wartości kart)
        [book-bonuses] Premie za komplety
        [unfinished-books] Niezamknięte komplety
        [cards-left] Karty pozostałe w rękach i stopach
        [missing-sevens] Brak kompletu siódemek
        [missing-wild] Brak kompletu dzikich kart
        [missing-clean] Brak czystego kompletu
        [missing-dirty] Brak brudnych kompletów
        [went-out] Wyjście
       *[other] Inne
    }
hell-nothing = nic
hell-sheet-round = Runda { $number }
hell-sheet-empty = Żadna runda jeszcze się nie skończyła.

# Runda w odtwarzaniu z historii.
hell-dealt-line = { $who }: { $cards }; stopa z { $count ->
        [one] { $count } karty
       *[other] { $count } kart
    }
hell-replay-deal = Rozdanie: każdy ma 13 kart i stopę z 11 kart; { $person ->
        [you] zaczynasz
       *[other] zaczyna { $who }
    }.
hell-replay-foot = { $taken ->
        [yes] ma już stopę
       *[no] stopa z { $count ->
            [one] { $count } karty
           *[other] { $count } kart
        }
    }
hell-replay-pile = Stos
hell-replay-pile-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }, na wierzchu { $card }
hell-pile-empty = pusty
# $kind: hell-kind w mianowniku.
hell-replay-open-book = { $kind } { $count }/{ $size }
# $book: hell-book-name w mianowniku.
hell-replay-closed = zamknięty { $book }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }


## Siódemki przy stole
# $suit to słowo koloru („kier”), $card nazwa karty; $person, $dealer_person i podobne to
# "you" albo "other" dla miejsca oraz "you", "you-and", "one" albo "many" dla strony.

all-fours-goal-target = kto pierwszy zdobędzie { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    }
all-fours-goal-single = jedno rozdanie: wygrywa ten, kto ma więcej punktów
all-fours-deal = Rozdanie { $number }
all-fours-deal-over = Rozdanie się skończyło.
all-fours-deal-over-heading = Rozdanie { $number } zakończone
all-fours-next-deal = Następne rozdanie
sedma-resumed = Rozdanie { $number } toczy się dalej od miejsca, w którym zostało przerwane.
all-fours-resumed = Rozdanie { $number } toczy się dalej od miejsca, w którym zostało przerwane.
all-fours-new-deal = Rozdanie { $number }: { $dealer_person ->
        [you] rozdajesz
       *[other] { $dealer } rozdaje
    } karty; { $eldest_person ->
        [you] najpierw decydujesz ty: zostajesz czy żebrzesz?
       *[other] najpierw decyduje { $eldest }: zostaje czy żebrze?
    }
# $proposed to "yes", gdy kolor karty jest proponowany jako atut, i "no", gdy kartę odkłada się
# na bok; $jack to "yes" dla waleta, który daje punkt stronie rozdającego ($who, $person).
all-fours-turned-up = { $proposed ->
        [yes] Odkryta karta to { $card }: proponowany atut to { $suit }
       *[no] Odkryta karta to { $card }, znowu w odrzuconym kolorze: zostaje odłożona na bok i odkrywa się następną kartę
    }{ $jack ->
        [yes] . To walet: { $person ->
            [you] zdobywasz
            [you-and] { $who } zdobywacie
            [one] { $who } zdobywa
           *[many] { $who } zdobywają
        } punkt za jego odkrycie
       *[no] {""}
    }
all-fours-stood = { $person ->
        [you] Zostajesz
       *[other] { $who } zostaje
    }: atutem jest { $suit }
# $who żebrze; $dealer decyduje; $to to ten, kto żebrał, wewnątrz zdania.
all-fours-begged = { $person ->
        [you] Żebrzesz
       *[other] { $who } żebrze
    }: { $dealer_person ->
        [you] rozdajesz, więc teraz dajesz punkt albo rozdajesz dodatkowe karty
       *[other] rozdający, { $dealer }, teraz daje punkt albo rozdaje dodatkowe karty
    }
# $to: strony, które dostają punkt; $to_person: "you", "you-and", "one" albo "many" dla nich.
all-fours-gave = { $person ->
        [you] Dajesz punkt
       *[other] { $who } daje punkt
    }, a atutem zostaje { $suit }; { $to_person ->
        [you] dostajesz go ty
        [you-and] dostajecie go { $to }
        [one] dostaje go { $to }
       *[many] dostają go { $to }
    }
all-fours-ran = { $person ->
        [you] Rozdajesz
       *[other] { $who } rozdaje
    } dodatkowe karty: każdy dostaje jeszcze trzy i odkrywa się nową kartę
all-fours-trumps = Atut: { $suit }
all-fours-proposed = Proponowany atut: { $suit }
all-fours-abandoned = W talii nie starczy kart na kolejne dodatkowe rozdanie ({ $left ->
        [one] została { $left } karta
        [few] zostały { $left } karty
       *[other] zostało { $left } kart
    }, potrzeba { $needed }): rozdanie zostaje unieważnione, a ten sam rozdający rozdaje od nowa
all-fours-revoked = { $person ->
        [you] Zagrywasz { $card } i nie dokładasz do koloru
       *[other] { $who } zagrywa { $card } i nie dokłada do koloru
    }: to renons, karany przy liczeniu rozdania
# Kto wziął lewę, i $why: jedna z wiadomości all-fours-why.
all-fours-trick-taken = { $person ->
        [you] Bierzesz
       *[other] { $who } bierze
    } lewę: { $why }
all-fours-why-highest-trump = bierze ją { $card }, najwyższy zagrany atut
all-fours-why-trumped = bierze ją { $card }, bo atut bije każdą kartę koloru wyjścia
all-fours-why-trumps-led = wyszedł atut, a najwyższy jest { $card }
all-fours-why-led-suit = bierze ją { $card }, najwyższa karta koloru wyjścia, a nikt nie zagrał atutu
# Punkt rozdania według klucza (high, low, jack, game, turn-up-jack albo gift); $to: strona,
# która go zdobywa, wewnątrz zdania.
all-fours-point-scored = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Odkryty walet
       *[gift] Prezent
    }: { $person ->
        [you] zdobywasz punkt
        [you-and] { $to } zdobywacie punkt
        [one] { $to } zdobywa punkt
       *[many] { $to } zdobywają punkt
    }
all-fours-point-not-counted = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Odkryty walet
       *[gift] Prezent
    }: { $person ->
        [you] zdobywasz punkt
        [you-and] { $to } zdobywacie punkt
        [one] { $to } zdobywa punkt
       *[many] { $to } zdobywają punkt
    }, ale się nie liczy
all-fours-penalty = { $person ->
        [you] Tracisz
        [you-and] { $who } tracicie
        [one] { $who } traci
       *[many] { $who } tracą
    } { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[other] { $points } punktów
    } za renons

## Siódemki: ruch i wybory osoby przy ekranie
all-fours-turn-stand-or-beg = Twój ruch: wybierz „Zostaję” (atutem będzie { $suit }) albo „Żebrzę” o nowy atut (S albo B).
all-fours-turn-give-or-run = Twój ruch: { $who } żebrze. Daj punkt i zostaw { $suit } jako atut albo rozdaj dodatkowe karty (G albo R).
all-fours-turn-discard = Twój ruch: zaznacz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    } do odrzucenia, a potem naciśnij „Odrzuć”.
all-fours-turn-any-card = Twój ruch: nie masz kart w kolorze { $suit }, więc możesz zagrać dowolną kartę.
# $anytime to "yes", gdy zamiast tego można zagrać atut.
all-fours-turn-follow = Twój ruch: dołóż do koloru ({ $suit }){ $anytime ->
        [yes] {" "}albo zagraj atut
       *[no] {""}
    }.
all-fours-turn-lead = Twój ruch: wyjdź dowolną kartą (kliknij ją albo naciśnij jej numer).
all-fours-face-down = Twoje karty leżą zakryte, dopóki atut nie zostanie ustalony: przy trzech lub czterech graczach wcześniej oglądają swoje karty tylko rozdający i pierwsza ręka.
all-fours-stand-or-beg = „Zostaję”: atutem jest { $suit } i to ty wychodzisz. „Żebrzę”: rozdający ({ $dealer }) albo daje ci punkt i atutem zostaje { $suit }, albo rozdaje dodatkowe karty, żeby wyznaczyć nowy atut.
all-fours-stand = Zostaję ({ $suit })
all-fours-beg = Żebrzę
all-fours-give-or-run = „Daję punkt”: { $who } dostaje punkt, a atutem zostaje { $suit }. „Rozdaję dodatkowe karty”: każdy dostaje jeszcze trzy karty i odkrywa się nową kartę; odkryty walet da punkt tobie.
all-fours-give = Daję punkt (atut { $suit })
all-fours-run = Rozdaję dodatkowe karty
all-fours-discard-help = Po dodatkowym rozdaniu każdy odrzuca zakryte karty, aż zostanie mu sześć. Zatrzymaj atuty, waleta i karty liczone do Game (dziesiątka 10, as 4, król 3, dama 2, walet 1). Zaznaczone: { $marked } z { $need }.
all-fours-discard = Odrzuć { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    }
all-fours-must-follow = Masz karty w kolorze { $suit }: musisz dołożyć do koloru{ $anytime ->
        [yes] {" "}albo zagrać atut
       *[no] {""}
    }.
all-fours-tag-trumps = atut
all-fours-tag-proposed = propozycja
all-fours-discards = Odrzucone: { $count }
all-fours-pile-tricks = { $who }: { $count ->
        [one] { $count } lewa
        [few] { $count } lewy
       *[other] { $count } lew
    }
all-fours-plate-eldest = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    } · pierwsza ręka
all-fours-strip-early = To rozdanie na razie: { $points }
all-fours-nobody-scored = W tym rozdaniu nikt nie zdobył punktu.
all-fours-this-deal = To rozdanie: { $gains }

## Siódemki: odrzucone ruchy
all-fours-refuse-cannot-mark = Karty odrzuca się tylko po dodatkowym rozdaniu, gdy masz ich więcej niż sześć.
all-fours-refuse-unmark = Odrzucasz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    }: najpierw odznacz jedną.
all-fours-refuse-mark-first = Najpierw zaznacz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    } do odrzucenia.
# $led i $trump to kolory; $anytime to "yes", gdy zamiast tego można zagrać atut.
all-fours-refuse-follow = Masz karty koloru wyjścia ({ $led }): { $anytime ->
        [yes] dołóż do koloru albo zagraj atut ({ $trump })
       *[no] musisz dołożyć do koloru
    }.
# $who: strona pierwszej ręki, którą prezent doprowadziłby do celu $target.
all-fours-refuse-gift = Nie możesz dać punktu: strona pierwszej ręki ({ $who }) osiągnęłaby z nim cel, { $target ->
        [one] { $target } punkt
        [few] { $target } punkty
       *[other] { $target } punktów
    }; rozdaj dodatkowe karty.
all-fours-refuse-eldest-you = Jesteś pierwszą ręką: najpierw wybierz „Zostaję” (S) albo „Żebrzę” (B).
all-fours-refuse-eldest = Najpierw decyduje pierwsza ręka, { $who }: zostaje czy żebrze.
# $who żebrał; $dealer decyduje.
all-fours-refuse-dealer = { $person ->
        [you] Żebrzesz
       *[other] { $who } żebrze
    }: { $dealer_person ->
        [you] najpierw daj punkt (G) albo rozdaj dodatkowe karty (R)
       *[other] rozdający, { $dealer }, najpierw daje punkt albo rozdaje dodatkowe karty
    }.
all-fours-refuse-play = Atut jest już ustalony: zagraj kartę.
all-fours-refuse-discard = Po dodatkowym rozdaniu każdy odrzuca karty, aż zostanie mu sześć: zaznacz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[other] { $count } kart
    } i naciśnij „Odrzuć”.

## Siódemki: zapis punktów
# Dlaczego punkt trafił tam, gdzie trafił: $point jak w all-fours-point-scored, $to strona, która
# go zdobywa, a $why jedna z wiadomości all-fours-reason.
all-fours-point-goes = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Punkt za odkrytego waleta
       *[gift] Punkt w prezencie
    } { $person ->
        [you] zdobywasz ty
        [you-and] zdobywacie { $to }
        [one] zdobywa { $to }
       *[many] zdobywają { $to }
    }: { $why }
# $only to "yes", gdy jedyny atut w grze był zarazem High i Low.
all-fours-reason-held = { $person ->
        [you] masz w kartach { $card }
       *[other] { $who } ma w kartach { $card }
    }{ $only ->
        [yes] {" "}(jedyny atut w grze liczy się jako High i Low)
       *[no] {""}
    }
all-fours-reason-captured = { $person ->
        [you] bierzesz
       *[other] { $who } bierze
    } lewę, w której jest { $card }
# $others: wyniki pozostałych stron, każdy jako wiadomość all-fours-count-of.
all-fours-reason-counted = { $total ->
        [one] { $total } punkt
        [few] { $total } punkty
       *[other] { $total } punktów
    } do Game (pozostali: { $others }); dziesiątka liczy się za 10, as za 4, król za 3, dama za 2, walet za 1
all-fours-reason-counted-tie = { $total ->
        [one] { $total } punkt
        [few] { $total } punkty
       *[other] { $total } punktów
    } do Game (pozostali: { $others }); przy remisie ze stroną rozdającego Game dostaje druga strona
all-fours-count-of = { $who } { $count }
all-fours-reason-turned-up = odkryta karta to { $card }
all-fours-reason-given = { $person ->
        [you] rozdajesz, zostawiasz atut i dajesz punkt
       *[other] rozdający, { $who }, zostawia atut i daje punkt
    }
all-fours-not-counted = { $why } (nie liczy się)
all-fours-abandoned-line = Rozdanie unieważniono: w talii zabrakło kart na dodatkowe rozdanie, więc ten sam rozdający rozdaje od nowa.
all-fours-sheet-empty = Żadne rozdanie jeszcze się nie skończyło. W każdym rozdaniu jest po punkcie za High, Low, Jack i Game; odkryty walet i prezent rozdającego liczą się od razu.
all-fours-sheet-early = W tym rozdaniu na razie: { $points }
all-fours-sheet-not-counted = Punkt oznaczony „nie liczy się” został zdobyty, ale nie doliczony: mecz rozstrzygnął się wcześniej w kolejności liczenia (High, Low, Jack, Game) albo zablokował go renons.

## Siódemki: powtórki rozdań
all-fours-replay-turned-up = Odkryta karta: { $card }
all-fours-replay-deal = Rozdanie kart. { $dealer_person ->
        [you] Rozdajesz i odkrywasz
       *[other] { $dealer } rozdaje i odkrywa
    } { $card }; { $eldest_person ->
        [you] najpierw decydujesz ty
       *[other] najpierw decyduje { $eldest }
    }.
# $doing: stand-or-beg, give-or-run, discard albo play.
all-fours-replay-next = Teraz: { $who } ({ $doing ->
        [stand-or-beg] zostać czy żebrać
        [give-or-run] dać punkt czy rozdać dodatkowe karty
        [discard] odrzucić karty do sześciu
       *[play] zagrać kartę
    })
# $role: dealer, eldest albo none.
all-fours-replay-seat = { $tricks ->
        [one] { $tricks } lewa
        [few] { $tricks } lewy
       *[other] { $tricks } lew
    }, { $count } do Game{ $role ->
        [dealer] , rozdający
        [eldest] , pierwsza ręka
       *[none] {""}
    }
all-fours-replay-discarded = Odrzucone
all-fours-replay-upcard = Odkryta karta
# $state: trumps, proposed albo abandoned.
all-fours-replay-upcard-state = { $state ->
        [trumps] atutem jest { $suit }
        [abandoned] rozdanie unieważniono
       *[proposed] proponowany atut: { $suit }
    }
all-fours-replay-turned-before = Wcześniej odkryte
all-fours-replay-stock = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } kart
    }, { $runs ->
        [one] { $runs } dodatkowe rozdanie
        [few] { $runs } dodatkowe rozdania
       *[other] { $runs } dodatkowych rozdań
    }
all-fours-replay-points-so-far = Dotychczasowe punkty
all-fours-replay-early = { $points } (za odkryte walety i prezenty)
all-fours-act-stand = { $person ->
        [you] Zostajesz
       *[other] { $who } zostaje
    }
all-fours-act-beg = { $person ->
        [you] Żebrzesz
       *[other] { $who } żebrze
    }
all-fours-act-give = { $person ->
        [you] Dajesz punkt
       *[other] { $who } daje punkt
    }
all-fours-act-run = { $person ->
        [you] Rozdajesz
       *[other] { $who } rozdaje
    } dodatkowe karty
all-fours-act-discard = { $person ->
        [you] Odrzucasz
       *[other] { $who } odrzuca
    } { $card }
all-fours-act-play = { $person ->
        [you] Zagrywasz
       *[other] { $who } zagrywa
    } { $card }
all-fours-act-trumps = atutem jest { $suit }
all-fours-act-gave = { $to_person ->
        [you] dostajesz punkt
        [you-and] { $to } dostajecie punkt
        [one] { $to } dostaje punkt
       *[many] { $to } dostają punkt
    }
# $proposed: "no", gdy kartę odkłada się na bok; $jack: "yes" dla waleta, który daje punkt
# rozdającemu.
all-fours-act-turned = odkryta karta to { $card }{ $proposed ->
        [yes] {""}
       *[no] , znowu w odrzuconym kolorze, więc idzie na bok
    }{ $jack ->
        [yes] , to walet: punkt dla rozdającego
       *[no] {""}
    }
all-fours-act-abandoned = w talii zabrakło kart na kolejne dodatkowe rozdanie: rozdanie unieważniono
all-fours-act-revoked = to renons, karany przy liczeniu rozdania
all-fours-act-trick = { $person ->
        [you] bierzesz lewę
       *[other] { $who } bierze lewę
    }

## Pliki, gracze i wspólny ekran
# Pliku nie da się odczytać albo zapisać; $what mówi którego, a $error dlaczego.
store-problem = { $what ->
        [settings-read] Nie da się odczytać ustawień, więc obowiązują domyślne i nie są zapisywane
        [players-read] Nie da się odczytać listy graczy
        [saved-read] Nie da się odczytać zapisanego meczu
        [saved-resume] Nie da się wznowić zapisanego meczu
        [saved-remove] Nie da się usunąć zapisanego meczu
        [finished-record] Nie da się zapisać zakończonego meczu w historii
        [abandoned-record] Nie da się zapisać przerwanego meczu w historii
        [given-up-record] Nie da się zapisać poddanego meczu w historii
        [players-save] Nie da się zapisać listy graczy
        [settings-save] Nie da się zapisać ustawień
        [match-save] Nie da się zapisać meczu
        [history-read] Nie da się odczytać historii
        [lessons-read] Nie da się odczytać ukończonych lekcji
        [lesson-save] Nie da się zapisać ukończenia lekcji
        [stats-read] Nie da się odczytać statystyk
       *[stats-reset] Nie da się wyzerować statystyk
    }: { $error }
# Jak nazywa się rodzaj pliku, wewnątrz zdania o nim (mianownik).
file-kind = { $kind ->
        [settings] ustawienia
        [players] lista graczy
        [saved] zapisany mecz
        [record] zapis meczu
        [lessons] zapis ukończonych lekcji
        [stats-marker] zapis zerowań statystyk
       *[stats-backup] kopia statystyk
    }
# Co było nie tak z plikiem.
file-problem-large = jest większy niż { $mib } MiB, limit dla tych plików
file-problem-empty = jest pusty
file-problem-not-text = to nie jest tekst (błędny bajt na pozycji { $offset })
# $detail: gdzie i co, słowami programu, który czyta plik (po angielsku).
file-problem-unreadable = jego zawartość się nie zgadza ({ $detail })
file-problem-newer = zapisała go nowsza wersja Sevenfold (format pliku { $found }; ta wersja czyta najwyżej { $supported }); zaktualizuj Sevenfold, aby go użyć
# Uszkodzony plik: $file, co zawiera ($what), co było nie tak ($problem), gdzie go przeniesiono ($kept).
file-warning-moved = Nie da się odczytać pliku { $file } ({ $what }): { $problem }; plik zachowano jako { $kept }
file-warning-skipped = { $file }: { $problem }; plik zostawiono bez zmian i pominięto
# Dlaczego odczyt lub zapis pliku się nie udał.
store-error-no-home = nie znaleziono folderu na ustawienia i zapisane gry (czy jest folder domowy?); ustaw { $env } albo uruchom Sevenfold z --data-dir FOLDER
store-error-io = { $path }: { $reason ->
        [missing] nie istnieje
        [denied] brak dostępu
        [full] dysk jest pełny
        [read-only] dysk jest tylko do odczytu
       *[other] { $detail }
    }; sprawdź, czy folder istnieje i czy możesz w nim zapisywać
store-error-newer = plik { $path } zapisała nowsza wersja Sevenfold (format pliku { $found }; ta wersja czyta najwyżej { $supported }); zostawiono go bez zmian: zaktualizuj Sevenfold, aby go użyć
store-error-encode = nie da się zapisać: { $what } ({ $detail })
store-error-replay = ruchów zapisanych dla meczu { $id } nie da się odtworzyć ({ $detail })
store-error-unknown-match = w historii nie ma meczu { $id }
store-error-ambiguous-match = „{ $prefix }” pasuje do kilku meczów ({ $ids }); podaj dłuższą część identyfikatora
store-error-no-such-hand = mecz { $id } ma { $count ->
        [one] jedno rozdanie
        [few] { $count } rozdania
       *[many] { $count } rozdań
    }; nie ma w nim rozdania { $hand }
store-error-duplicate = mecz { $id } już jest w historii
stats-reset-no-folder = Żaden folder z danymi nie jest otwarty, więc nie ma czego zerować.
# $backup: plik, w którym zostają dawne liczby.
stats-reset-done = Statystyki wyzerowano. Dawne liczby zostają w { $backup }
# Zapisane rozdanie oglądane przy stole: $when skończył się mecz, $hand to hand-label.
watch-match = mecz z { $when }, { $hand }
undo-failed = Tego nie da się cofnąć: { $error }
replay-move-failed = Tego ruchu nie da się odtworzyć: { $error }
# Zasłona wspólnego ekranu między ruchami; $name to osoba, która ma usiąść.
cover-pass-to = Teraz kolej: { $name }
cover-ready = { $name }: kliknij, gdy siądziesz przed ekranem – pokażą się twoje karty. Pozostali niech odwrócą wzrok.
cover-show = To ja, { $name }: pokaż moje karty
seats-no-person = posadź człowieka przynajmniej na jednym miejscu
seats-twice = { $name } siedzi na dwóch miejscach; na jedno z nich wybierz innego gracza
# Imię osoby, która jeszcze go nie podała; $number liczy graczy.
profile-stand-in = Gracz { $number }
profile-list-full = lista graczy jest pełna; połącz graczy, których już nie potrzebujesz
profile-unknown = nie ma takiego gracza
profile-merge-same = do połączenia wybierz dwóch różnych graczy
profile-name-empty = wpisz imię
# $most: najdłuższe dozwolone imię.
profile-name-long = imię może mieć najwyżej { $most } znaków; skróć je
profile-name-control = imię nie może zawierać podziałów wiersza ani tabulatorów
profile-name-taken = gracz o imieniu { $name } już istnieje; wybierz inne imię
