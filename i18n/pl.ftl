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
settings-size-percent = { $percent } %
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
