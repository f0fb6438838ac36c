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
button-leave-it = Zostaw
button-start-new-game = Rozpocznij nową grę
button-use-next-game = Użyj od następnej gry

## Pytania, zanim coś się skończy

dialog-new-game = Rozpocząć nową grę?
dialog-new-game-text = Trwa mecz. Nowa gra go zakończy; w historii zostanie zapisany jako przerwany.
dialog-settings-change-game = Te ustawienia zmieniają grę
dialog-settings-change-game-text = Mecz toczy się według starych zasad. Rozpocząć teraz nową grę z nowymi ustawieniami czy grać dalej i użyć ich od następnej gry?
dialog-reset-stats = Wyzerować statystyki?
dialog-reset-stats-text = Statystyki zaczną się od zera. Historia meczów zostaje, a dzisiejsze liczby również, w pliku kopii zapasowej w folderze danych.
dialog-give-up = Poddać mecz?
# $side: kto się poddaje („ty”, „ty i Północ”, „Anna”), w mianowniku.
dialog-give-up-text = Mecz kończy się teraz i liczy się jako przegrany dla: { $side }; w historii zostaje z dotąd rozegranymi rozdaniami.
dialog-leave = Opuścić mecz?
dialog-leave-text = Mecz kończy się teraz, niedokończony; w historii zostaje jako przerwany i nie liczy się ani jako wygrany, ani jako przegrany.
dialog-resume = Wznowić ostatni mecz?
# $hand to „rozdanie 3” lub „runda 2”; $dealer_person to you lub other; $turn to jedna
# z wiadomości resume-turn; $score to wyniki stron.
dialog-resume-text = Gdy Sevenfold został zamknięty, trwał mecz: { $game } ({ $players ->
        [one] { $players } gracz
        [few] { $players } gracze
        [many] { $players } graczy
       *[other] { $players } graczy
    }, { $goal }). Zatrzymał się w trakcie: { $hand } (rozdający: { $dealer_person ->
        [you] ty
       *[other] { $dealer }
    }); { $turn }. Wynik: { $score }.
resume-turn-yours = twój ruch
resume-turn-of = ruch ma { $name }
resume-turn-over = mecz był już skończony
dialog-resume-question = Wznowić go tam, gdzie się zatrzymał, czy zostawić? Mecz, którego nie wznowisz, zostanie w historii jako przerwany.

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
# Folder z danymi ma inne okno: do czego służy to.
shared-heading = Sevenfold jest już otwarty w innym oknie
shared-text = Graj mecze tam: mecze, historię, statystyki i ustawienia zapamiętuje tylko jedno okno. Tutaj możesz czytać zasady, przechodzić lekcje i zadania oraz przeglądać historię i statystyki.
shared-take-over = Używaj odtąd tego okna
shared-take-over-hover = Gdy zamkniesz tamto okno, mecze, historię i ustawienia będzie zapamiętywać to okno
shared-still-open = Sevenfold jest wciąż otwarty w tamtym oknie: najpierw je zamknij, potem spróbuj jeszcze raz.
shared-no-change = Sevenfold jest otwarty w innym oknie: tę zmianę zrób tam.
shared-play-hover = Mecze gra się w tamtym oknie
shared-settings-note = Sevenfold jest otwarty w innym oknie i to ono zapamiętuje ustawienia: zmiany zrobione tutaj obowiązują do zamknięcia tego okna.
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
profiles-merge = Scal
profiles-merge-into = z
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
level-easy-describe = gra jak początkujący, według prostych reguł i z błędami początkującego
level-normal-describe = gra rozsądnie według prostych reguł, bez błędów początkującego
# Co robi poziom Ekspert; w niektórych grach robi więcej niż tylko szuka.
level-expert-describe = przed każdym ruchem sprawdza swoje możliwości na wielu możliwych rozkładach kart; w Sedmie dodatkowo odczytuje, co zagrania innych mówią o ich kartach, spodziewa się rozsądnych odpowiedzi, dopóki ich gra wygląda rozsądnie, a gdy w grze dwuosobowej skończą się karty do dobierania, gra bezbłędnie albo, gdy najlepsza gra nie uratuje rozdania, wybiera linię, na której rozsądny przeciwnik się myli

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
settings-look-preview = { $cloth } sukno, { $back } rewersy, dziesiątka karo i król trefl { $four ->
        [yes] w czterech kolorach
       *[no] w dwóch kolorach
    }
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

## Statystyki

stats-reset = Wyzeruj statystyki…
stats-chart-results-title = Wygrane mecze z ostatnich { $window }, w %
stats-chart-results-line = Odsetek wygranych meczów
stats-chart-results-point = Po meczu { $number }: { $percent } %
stats-chart-results = Wykres odsetka wygranych meczów z ostatnich { $window } meczów, po każdym meczu: { $shares } %.
stats-chart-points-bar = { $range }: { $hands }
stats-chart-points = { $what }, wykres: { $counts }.
stats-chart-range = od { $low } do { $high }
stats-chart-against-title = Wygrane według obsady stołu, w %
stats-chart-against-bar = { $against }: { $won } z { $matches }
stats-chart-against = Wykres wygranych meczów według obsady stołu: { $each }.
stats-against-level = Komputery ({ $level })
stats-against-mixed = Komputery różnych poziomów
stats-against-people = Ludzie
stats-against-people-and-computers = Ludzie i komputery
stats-with-partner = { $against }, { $partner ->
        [person] z partnerem człowiekiem
       *[computer] z partnerem komputerem
    }
stats-show-game = Pokaż:
stats-all-games = Wszystkie gry
stats-show-period = Licz:
stats-period = { $period ->
        [year] ostatnie 12 miesięcy
        [month] ostatnie 30 dni
        [week] ostatnie 7 dni
       *[all] wszystkie mecze
    }
stats-player = Gracz:
stats-counted-since = Liczą się mecze zakończone od ostatniego zerowania ({ $since }). Historia jest przechowywana w całości.
stats-counted-all = Liczą się wszystkie mecze gracza { $name }; mecze przerwane przed końcem liczą się osobno, a poddane jako przegrane.
stats-none-yet = Nie ma jeszcze żadnych zakończonych meczów gracza { $name }.
stats-standard-rules = zasady standardowe
# Grupa meczów: „Sedma, 2 graczy, osmová”.
stats-group = { $game }, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
        [many] { $players } graczy
       *[other] { $players } graczy
    }, { $variants }
stats-matches-played = Rozegrane mecze
stats-matches-won = Wygrane mecze
stats-matches-lost = Przegrane mecze
stats-matches-abandoned = Przerwane mecze
stats-matches-given-up = Poddane mecze
stats-win-rate = Odsetek wygranych
stats-longest-streak = Najdłuższa seria wygranych
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

## Paski, tabliczki, stosy i podsumowania przy stole
strip-hand = Rozdanie { $number }
strip-match = Mecz: { $totals }, { $goal }
strip-last-trick = Ostatnia lewa (L)
strip-last-trick-hover = Pokaż ostatnią lewę wziętą w tym rozdaniu
last-trick-heading = Ostatnia lewa
table-stock = Talia: { $count }
# Tabliczka miejsca, jak czyta ją czytnik ekranu: $name i to, co tabliczka mówi pod imieniem.
seat-plate = { $name }: { $detail }
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
summary-review = Przeanalizuj moją grę
summary-review-hover = Analiza przejrzy każdą twoją decyzję w tym rozdaniu na podstawie tego, co wtedy było widać, porówna ją z ruchem, który radzi podpowiedź, i powie, które kosztowały punkty
button-close = Zamknij

## Zapisy punktów i powtórki
sheet-goal = Cel: { $goal }
sheet-match = Mecz: { $totals }
sheet-winner = Zwycięzca meczu: { $who }
# Wykresy zapisu punktów. $side to strona („Ty i Północ”), $hand rozdanie („Rozdanie 3”).
chart-side-totals = { $side }: { $totals }
chart-score = Wykres wyniku meczu: { $lines }.
chart-score-target = Wykres wyniku meczu: { $lines }. Mecz wygrywa ten, kto pierwszy osiągnie { $target }.
chart-start = Początek
chart-at-hand = { $hand }: { $totals }
chart-target = Cel { $target }
chart-now = W grze
chart-bar = { $hand }, { $side }
chart-bars-order = W każdej rundzie słupki od lewej do prawej: { $sides }
chart-item = { $item } { $points }
chart-no-items = nic
chart-hand-items = { $hand }: { $sides }
chart-items = Wykres pozycji punktowych każdej rundy: { $hands }.
date-time = { $day }.{ $mm }.{ $year }, { $hh }:{ $minute }
sheet-shared-win = { $who } (wspólne zwycięstwo)
sheet-score = Wynik: { $totals }
sheet-no-points = bez punktów
sheet-result = { $gains } ({ $why })
sheet-empty-hands = Żadne rozdanie jeszcze się nie skończyło.
replay-hand-over = Koniec rozdania: { $why }
replay-next = Teraz: { $who }
replay-stock = Talia

## Pasek akcji w Sedmie
history-sheet-empty = W tym meczu nie skończyło się żadne rozdanie.
## Strona historii
history-heading = Historia meczów
history-show = Pokaż:
history-all-games = Wszystkie gry
history-player = Gracz:
history-everyone = Wszyscy
history-none-yet = Nie ma jeszcze zakończonych meczów. Mecze pojawią się tutaj, gdy się skończą.
history-newest-first = Najnowsze na górze. Otwórz mecz, żeby zobaczyć jego zapis punktów i odtworzyć jego rozdania.
history-page = Mecze { $first }–{ $last } z { $total }
history-newer = Nowsze mecze
history-older = Starsze mecze
history-importing = Historia z wcześniejszych wersji jest przenoszona do bazy danych: { $done } z { $total } plików. Listy i liczby rosną w miarę przenoszenia.
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
history-back = Wróć do listy
# $abandoned: yes, gdy mecz został niedokończony; $when: kiedy; $result: jak się skończył.
history-ended = { $abandoned ->
        [yes] Przerwany
       *[no] Zakończony
    } { $when }: { $result }
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
history-review = Przeanalizuj moją grę w tym rozdaniu
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
table-hint-hover = Dobry ruch w tej chwili i dlaczego jest dobry
table-hint-thinking = Zastanawiam się nad twoim ruchem.
table-undo = Cofnij (Ctrl+Z)
table-undo-hover = Cofa twoją ostatnią decyzję i odpowiedzi innych na nią
table-redo = Ponów (Ctrl+Shift+Z)
table-redo-hover = Zagrywa ponownie cofniętą decyzję i odpowiedzi, które po niej nastąpiły
table-no-review = Tego rozdania nie da się przeanalizować.
review-heading = Analiza twojej gry
review-moves-counted = Ruchy są liczone od rozdania, tak jak w powtórce w historii.
## siódemkę kier”) albo „choice” (jedna z możliwości, bezokolicznik: „zagrać siódemkę kier”).
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
# Kwota w analizie: $unit to card-points albo points; $value może mieć przecinek dziesiętny.
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
review-lost = Analiza nieoczekiwanie się nie powiodła; spróbuj ponownie.
review-stopped = Analizę przerwano.
# $number: ruch (od 1), którego zasady nie przyjmują: zapis jest uszkodzony.
review-misfit = Tego rozdania nie da się przeanalizować: jego { $number }. ruch nie pasuje do rozdanych kart.
review-forced = Każdy twój ruch w tym rozdaniu był wymuszony: nie było o czym decydować.
# $judged: twoje decyzje, które przejrzał ekspert.
review-clean = Analiza przejrzała { $judged ->
        [one] twoją jedyną decyzję i nie zmieniłaby jej
        [few] twoje { $judged } decyzje i nie zmieniłaby żadnej z nich
       *[other] twoich { $judged } decyzji i nie zmieniłaby żadnej z nich
    }. Dobrze zagrane.
# $changed z $judged decyzji analiza by zmieniła. Koszty podaje się osobno, nie sumuje:
# każdy jest mierzony z innej pozycji.
review-changed = Analiza zmieniłaby { $judged ->
        [one] twoją jedyną decyzję.
       *[other] { $changed ->
            [one] jedną z twoich { $judged } decyzji.
           *[other] { $changed } z twoich { $judged } decyzji; najdroższa jest pierwsza.
        }
    }
# $decision: która decyzja gracza (od 1); $step: ruch liczony od rozdania; $played i $best:
# możliwości (bezokolicznik).
review-finding = Twoja { $decision }. decyzja (ruch { $step }): { $played } kosztowało { $exact ->
        [yes] dokładnie { $cost }; lepiej było, jak radzi podpowiedź, { $best } (wszystkie karty były znane).
       *[no] mniej więcej { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; lepiej było, jak radzi podpowiedź, { $best }.
    }
review-show = Pokaż
review-measure = Każdy koszt jest mierzony względem ruchu, który radzi podpowiedź z tej samej pozycji: o ile mniej mogła oczekiwać twoja strona na koniec rozdania, gdy oba ruchy dogra się na tych samych losowanych rozdaniach; ± to margines 95% i podawane są tylko koszty, które go przekraczają.
table-match-won-again = { $won }. Zagraj jeszcze raz z tymi samymi graczami albo zacznij nową grę.
summary-play-again = Zagraj jeszcze raz
summary-play-again-hover = Nowy mecz z tymi samymi graczami i zasadami
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

## Wyniki w historii
history-gave-up-at = { $person ->
        [you] poddany przy stanie
        [you-and] poddany przy stanie
       *[other] { $who } poddaje się przy stanie
    } { $totals }
# Wynik w wierszu historii: dwie strony jako „mój : ich”; trzy i więcej z nazwami.
history-score-two = { $mine } : { $best }
history-score-many = ({ $totals })
history-my-result = { $how ->
        [won] wygrany
        [lost] przegrany
        [shared] wspólne zwycięstwo przy stanie
        [gave-up] poddany przy stanie
        [ended] zakończony przez zakładającego przy stanie
       *[abandoned] przerwany przy stanie
    } { $score }
history-abandoned-at = przerwany przy stanie { $totals }
table-match-over-result = { $won } ({ $totals })

## Siódemki przy stole
# $suit to słowo koloru („kier”), $card nazwa karty; $person, $dealer_person i podobne to
# "you" albo "other" dla miejsca oraz "you", "you-and", "one" albo "many" dla strony.

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
        [take-over] To okno nie mogło przejąć folderu z danymi
        [lock] Nie udało się zablokować folderu z danymi, więc drugie okno Sevenfold nie będzie wiedzieć, że to jest otwarte
        [stats-read] Nie da się odczytać statystyk
        [stats-export] Nie da się zapisać statystyk jako CSV
        [history-export] Nie da się zapisać historii jako CSV
        [history-import] Nie udało się przenieść historii z wcześniejszych wersji do bazy danych
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
        [history-database] baza danych historii
       *[stats-backup] kopia statystyk
    }
# Co było nie tak z plikiem.
file-problem-large = jest większy niż { $mib } MiB, limit dla tych plików
file-problem-empty = jest pusty
file-problem-not-text = to nie jest tekst (błędny bajt na pozycji { $offset })
# $detail: gdzie i co, słowami programu, który czyta plik (po angielsku).
file-problem-unreadable = jego zawartość się nie zgadza ({ $detail })
file-problem-newer = zapisała go nowsza wersja Sevenfold (format pliku { $found }; ta wersja czyta najwyżej { $supported }); zaktualizuj Sevenfold, aby go użyć
file-problem-recorded = jego mecz { $id } już jest w historii
file-problem-importing = okno, w którym folder danych jest otwarty, wciąż przenosi te pliki meczów do swojej bazy danych; mecze jeszcze nieprzeniesione są pominięte
# Uszkodzony plik: $file, co zawiera ($what), co było nie tak ($problem), gdzie go przeniesiono ($kept).
file-warning-moved = Nie da się odczytać pliku { $file } ({ $what }): { $problem }; plik zachowano jako { $kept }
file-warning-skipped = { $file }: { $problem }; plik zostawiono bez zmian i pominięto
file-warning-recorded = Zapisanego meczu { $id } nie zaproponowano do dokończenia: historia już go zawiera (wcześniej go przerwano albo poddano). Zapis zachowano jako { $kept }
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
store-error-database = { $path }: nie można użyć bazy danych historii ({ $detail })
store-error-in-use = { $dir } jest używany przez inne okno Sevenfold, więc nic nie zapisano; zamknij tamto okno i spróbuj jeszcze raz
stats-reset-no-folder = Żaden folder z danymi nie jest otwarty, więc nie ma czego zerować.
# $backup: plik, w którym zostają dawne liczby.
stats-reset-done = Statystyki wyzerowano. Dawne liczby zostają w { $backup }
export-csv = Zapisz jako CSV
export-csv-stats-hover = Zapisuje jako arkusz (CSV) każde rozdanie liczone w statystykach, wszystkich graczy i gier, jedno rozdanie w wierszu
export-csv-history-hover = Zapisuje każde rozdanie każdego meczu z historii jako arkusz (CSV), jedno rozdanie w wierszu
export-done = Zapisano jako { $path }
export-no-folder = Żaden folder z danymi nie jest otwarty, więc nie ma czego zapisać.
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
profile-list-full = lista graczy jest pełna; scal graczy, których już nie potrzebujesz
profile-unknown = nie ma takiego gracza
profile-merge-same = do scalenia wybierz dwóch różnych graczy
profile-name-empty = wpisz imię
# $most: najdłuższe dozwolone imię.
profile-name-long = imię może mieć najwyżej { $most } znaków; skróć je
profile-name-control = imię nie może zawierać podziałów wiersza ani tabulatorów
profile-name-taken = gracz o imieniu { $name } już istnieje; wybierz inne imię
# Gra z przyjaciółmi na innych komputerach.
menu-friends = Z przyjaciółmi
start-friends = Graj z przyjaciółmi
start-friends-hover = Załóż stół dla przyjaciół na innych komputerach albo dosiądź się do ich stołu
friends-heading = Graj z przyjaciółmi
friends-intro = Graj w sedmę, w siódemki albo w Piekielne siódemki z przyjaciółmi na innych komputerach. Jedno z was zakłada stół na swoim komputerze, pozostali dołączają z adresem zakładającego i kodem stołu. Miejsca, których nikt nie zajmie, może zająć komputer.
friends-name = Twoje imię przy stole
friends-name-missing = Wpisz imię, które przyjaciele zobaczą przy stole.
friends-join-heading = Dosiądź się do stołu przyjaciela
friends-address = Adres zakładającego
friends-address-hover = Adres i port, które poda ci zakładający, np. 192.168.1.20:7878
friends-code = Kod stołu
friends-join = Dosiądź się
friends-join-missing = Wpisz adres zakładającego i kod stołu.
friends-host-heading = Załóż stół
friends-game = Gra:
friends-port = Port
friends-port-bad = { $port } to nie port: podaj liczbę od 1 do 65535, np. 7878.
friends-host-failed = Nie da się założyć stołu na porcie { $port }: { $reason }. Wybierz inny port.
friends-host = Załóż stół
friends-internet = Przyjaciele w twojej sieci domowej użyją twojego adresu, który pokaże się po założeniu stołu. Przez internet potrzebują twojego adresu publicznego, a twój router musi przekierować port na ten komputer.
friends-seat-you = ty
friends-seat-friend = przyjaciel
friends-seat-computer = komputer ({ $level })
friends-seat-open = wolne: czeka na przyjaciela
friends-seat-away = { $name } (poza stołem: połączenie zerwane)
friends-connecting = Łączenie z { $place }…
friends-table = Stół { $code }
friends-tell-port = Przyjaciele dołączają z adresem tego komputera, portem { $port } i kodem { $code }.
friends-tell = Przyjaciele dołączają z adresem { $address } i kodem { $code }.
friends-joined = Siedzisz przy stole na { $place }.
friends-start = Zacznij mecz
friends-start-wait = Jedno miejsce jest jeszcze wolne: poczekaj, aż przyjaciele dołączą, albo odejdź i załóż stół od nowa z komputerem na tym miejscu
friends-wait-host = Zakładający zacznie mecz, gdy wszyscy usiądą.
friends-leave = Odejdź od stołu
net-strip = Gra z przyjaciółmi przy stole { $code } na { $place }
net-strip-away = Gra z przyjaciółmi przy stole { $code } na { $place }. Przy stole { $count ->
    [one] brakuje: { $away }; stół czeka na powrót.
   *[other] brakuje: { $away }; stół czeka na ich powrót.
}
net-strip-closed = Połączenie ze stołem zerwane: { $reason }
net-leave = Odejdź od stołu
net-waiting = Ten ruch jest już w drodze do stołu.
net-refused = Stół odpowiada: { $reason }
net-line-back = Połączenie ze stołem wróciło.
net-line-closed = Połączenie ze stołem zerwane: { $reason }
net-unreadable = Stół przysłał coś, czego ta wersja nie umie odczytać: { $reason }
net-no-state = Stół nie przysłał jeszcze meczu; spróbuj dołączyć ponownie.
friends-seats = Miejsca
friends-hosting-on = Stoły działają na porcie { $port } tego komputera.
friends-here = Na tym komputerze
friends-on-server = Na serwerze stołów
friends-server = pod adresem
friends-server-hover = Adres i port komputera, na którym działa sevenfold serve, np. 203.0.113.5:7878
friends-server-missing = Wpisz adres serwera stołów albo załóż stół na tym komputerze.
net-record-failed = Mecz się skończył, ale jego zapisu nie da się odczytać, więc nie będzie go w twojej historii: { $reason }
net-strip-away-played = Gra z przyjaciółmi przy stole { $code } na { $place }. Przy stole { $count ->
    [one] brakuje: { $away }; do powrotu w tym miejscu gra komputer.
   *[other] brakuje: { $away }; do powrotu w tych miejscach gra komputer.
}
friends-at-table = Siedzisz przy stole z przyjaciółmi. Aby dołączyć do innego albo założyć inny, wróć najpierw do niego i naciśnij „Odejdź od stołu” na pasku nad kartami.
dialog-leave-friends = Odejść od stołu?
dialog-leave-friends-text = Mecz przy stole toczy się dalej bez ciebie: twoje miejsce czeka na ciebie albo zajmuje je komputer, jeśli zakładający tak wybrał. Dopóki to okno jest otwarte, możesz wrócić ze strony Graj z przyjaciółmi.
dialog-leave-friends-button = Odejdź
net-unreachable = Pod adresem { $place } nikt nie odpowiada: sprawdź adres i port oraz to, czy stół tam działa.
net-why-no-table = Żaden stół nie ma kodu { $code }: sprawdź go u zakładającego.
net-why-too-many-codes = Za dużo kodów, które nie pasują do żadnego stołu: odczekaj minutę i sprawdź kod u zakładającego.
net-why-seats-taken = Wszystkie miejsca przy tym stole są zajęte.
net-why-no-seat = Twojego miejsca przy tym stole już nie ma: stół zamknięto albo zapomniano.
net-why-seat-waits = Mecz już się zaczął: twoje miejsce czeka na twój powrót.
net-why-not-host = Mecz zaczyna tylko zakładający.
net-why-started = Mecz już się zaczął.
net-why-seat-open = Jedno miejsce jest jeszcze wolne: poczekaj, aż przyjaciele dołączą.
net-why-not-started = Mecz jeszcze się nie zaczął.
net-why-version = Stół mówi protokołem { $server }, a to okno { $client }: użyj tej samej wersji Sevenfolda co zakładający.
net-why-host-closed = Zakładający zamknął stół, zanim mecz się zaczął.
net-why-name-empty = Podaj imię, pod którym siądziesz przy stole.
net-why-name-bad = Imię ma najwyżej { $most } znaków, bez niewidocznych i bez takich, które odwracają kierunek tekstu.
net-why-name-taken = Inny gracz przy tym stole ma już takie imię: wybierz inne.
net-why-options = Zasady, według których gra serwer, nie pozwalają na te opcje: wybierz je jeszcze raz.
net-why-too-many-tables = Masz już otwarte stoły na tym serwerze: { $most }. Zamknij jeden, zanim otworzysz kolejny.
net-why-seat-elsewhere = Twoje miejsce trzyma inne połączenie (twój program w innym oknie albo na innym komputerze).
net-why-seated-already = Masz już miejsce przy tym stole.
friends-back-with = Wróć do stołu z graczem { $host } ({ $game }, { $code })
friends-back-own = Wróć do stołu, który założyłeś ({ $game }, { $code })
friends-kept-error = Nie udało się zapamiętać twoich miejsc przy stołach: { $reason }
friends-ask = Poproś zakładającego o moje miejsce
friends-ask-hover = Straciłeś program ze swoim miejscem albo grasz z innego komputera? Wpisz swoje imię tak, jak zna je stół, adres i kod: zakładający zobaczy prośbę i może oddać ci miejsce.
friends-asking = Prosisz zakładającego na { $place } o swoje miejsce…
friends-away = Gdy przyjaciela nie ma:
friends-away-wait = stół na niego czeka
friends-away-now = od razu gra za niego komputer
friends-away-after = { $minutes ->
    [one] po minucie gra za niego komputer
    [few] po { $minutes } minutach gra za niego komputer
    [many] po { $minutes } minutach gra za niego komputer
   *[other] po { $minutes } minutach gra za niego komputer
}
friends-remove = Usuń gracza { $name }
friends-asks = { $name } prosi o zwrot swojego miejsca.
friends-allow = Oddaj miejsce graczowi { $name }
friends-refuse = Odmów
net-removed = Zakładający usunął cię ze stołu.
net-ended = Zakładający zakończył mecz.
net-paused = Zakładający wstrzymał mecz.
net-paused-you = Wstrzymałeś mecz: wznowisz go w menu Sterowanie stołem.
net-seat-open = Miejsce gracza { $who } czeka, aż ktoś dosiądzie się z kodem.
net-away-computer-in = { $who } jest nieobecny: jeśli nie wróci w ciągu { $seconds ->
    [one] sekundy
    [few] { $seconds } sekund
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
}, miejsce przejmie komputer.
net-away-waits = { $who } jest nieobecny; stół czeka.
net-away-played = Komputer gra za gracza { $who }, dopóki nie wróci.
net-table-menu = Sterowanie stołem
net-give = Niech za gracza { $who } gra komputer
net-give-back = Znów czekaj na gracza { $who }
net-remove = Usuń gracza { $who }
net-remove-computer = Miejsce przejmie komputer ({ $level })
net-remove-open = Miejsce czeka na kogoś nowego
net-pause = Wstrzymaj mecz
net-resume = Wznów mecz
net-end = Zakończ mecz dla wszystkich
net-why-not-away = Ten gracz jest przy stole i gra sam.
net-why-not-a-person = Na tym miejscu nie siedzi żaden przyjaciel.
net-why-paused = Zakładający wstrzymał mecz.
net-why-over = Mecz się skończył.
net-why-no-name = Nikt o tym imieniu nie siedzi przy stole: wpisz imię tak, jak zna je stół.
net-why-host-away = Zakładającego nie ma przy stole, by oddał ci miejsce: spróbuj, gdy będzie.
net-why-asked-already = Ktoś już poprosił o to miejsce: poczekaj na odpowiedź zakładającego.
net-why-ask-refused = Zakładający nie oddał ci tego miejsca.
net-why-grace = Na przyjaciela można czekać najwyżej { $most } sekund.
net-why-no-ask = Nikt teraz nie prosi o to miejsce.
# One line with the table's address and code; a friend pastes it into the address field.
friends-invitation = Zaproszenie: { $invitation }
friends-copy-invitation = Kopiuj zaproszenie
# The window's title when it is the person's turn at a table with friends and the window is not in front.
title-your-turn = Twój ruch – Sevenfold
net-again-hover = Kolejny mecz na tych samych miejscach z tymi samymi zasadami: przyjaciele powiedzą, czy grają.
net-again-wait = Gdy zakładający zaproponuje kolejny mecz, możesz tu znów usiąść.
friends-seat-pending = { $name }: jeszcze nie powiedział(a), czy gra dalej
net-why-not-back = Przyjaciel jeszcze nie powiedział, że gra dalej: poczekaj na niego albo go usuń.
net-why-no-again = Kolejny mecz proponuje zakładający, gdy ten się skończy.
chat-button = Czat
chat-button-unread = Czat ({ $count } nowe)
chat-field = Wiadomość
chat-send = Wyślij
chat-phrases = Szybkie zwroty
chat-mute = Wycisz
chat-you = Ty
chat-line = { $name }: { $text }
chat-phrase-hello = Cześć!
chat-phrase-good-luck = Powodzenia!
chat-phrase-well-played = Dobrze zagrane!
chat-phrase-good-game = Dobra gra!
chat-phrase-thanks = Dzięki!
chat-phrase-one-moment = Chwileczkę.
chat-phrase-sorry = Przepraszam!
net-why-chat-bad = Napisz jedną rzecz: wiadomość o najwyżej { $most } znakach, które wszystkie widać, albo szybki zwrot.
net-why-chat-slow = Dużo napisałeś przed chwilą: poczekaj kilka sekund.
net-strip-away-soon = Gra z przyjaciółmi przy stole { $code } na { $place }. Przy stole brakuje: { $away }.
friends-watch = Oglądaj stół
friends-watch-hover = Oglądaj mecz tak, jak widzą go wszyscy gracze, bez miejsca i bez kart z czyjejkolwiek ręki
friends-watchable = Inni mogą oglądać stół (nie zobaczą kart w niczyjej ręce)
friends-watching = Oglądasz stół na { $place }; mecz pojawi się tu, gdy zakładający go rozpocznie.
net-strip-watching = Oglądasz stół { $code } na { $place }: karty w rękach graczy nie są widoczne.
net-watching-turn = Ruch ma { $who }.
net-why-no-watching = Zakładający nie pozwala oglądać tego stołu.
net-why-too-many-watchers = Ten stół ogląda już { $most } osób, więcej nie przyjmie.
