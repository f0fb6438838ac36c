# Sedma in Polish: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/pl.ftl; the window loads both.

## Gry
variant-sedma-osmova = osmová
variant-sedma-eight-beats-seven = ósemka bije siódemkę
variant-sedma-osmova-trick-points = punkty za lewy jak w wariancie osmová
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
sedma-opt-osmov-trick-points = Punkty za lewy jak w wariancie osmová
sedma-opt-every-trick-won-is = Każda wygrana lewa jest warta 10 więcej niż jej asy i dziesiątki (tylko w wariancie osmová).
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
sedma-opt-with-32-cards-one = Przy 32 kartach jeden gracz kończy każde rozdanie z kartą mniej; z pasowaniem gracz, który nie wychodził, może zamiast tego raz na rozdanie opuścić jedną kolejkę.
sedma-opt-a-king-plays-alone = Król gra sam:
sedma-opt-whoever-holds-that-king = Kto ma tego króla, gra sam przeciwko dwóm pozostałym, a król gra jak siódemka.
sedma-opt-play = Gra
sedma-opt-continue-a-trick-only = Kontynuować lewę tylko wtedy, gdy się ją przegrywa
sedma-opt-the-leader-may-continue = Wychodzący może kontynuować tylko wtedy, gdy lewę wygrywa druga strona.
sedma-opt-draw-cards-for-the = Losować kartami pierwszego rozdającego
sedma-opt-everyone-draws-a-card = Każdy ciągnie kartę: kto ma najniższą, rozdaje pierwszy (a przy czterech graczach grają razem dwie osoby z najniższymi).
sedma-opt-no-king = żaden

## Sedma przy stole
sedma-turn-play = Twój ruch: zagraj kartę (kliknij ją albo wybierz strzałkami i naciśnij Enter, albo naciśnij { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Twój ruch: kontynuuj lewę (kliknij podświetloną kartę) albo ją zakończ (Z).
sedma-why-lead-holds = zostaje karta wyjścia, { $card }, bo nikt nie dołożył tej samej wartości ani dzikiej karty
sedma-why-seven-on-seven = wyjście siódemką bije tylko siódemka ({ $nth }. siódemka)
sedma-why-matches = { $card } pasuje do wyjścia ({ $nth }. karta tej wartości)
sedma-why-seven = siódemka bije każdą kartę
sedma-why-eight = w wariancie osmová ósemki są dzikie jak siódemki
sedma-why-wild = { $card } gra jako siódemka, a siódemka bije każdą kartę
sedma-why-wild-led-holds = zostaje karta wyjścia, { $card } grająca jako siódemka, bo wyjście siódemką bije tylko siódemka, a nikt jej nie zagrał
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
    }: { $why }.
sedma-continues = { $person ->
        [you] Kontynuujesz
       *[other] { $who } kontynuuje
    } lewę { $card }: każdy zagrywa jeszcze jedną kartę
sedma-burned-trick = Spalone! Cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] { $pack ->
            [german] wyżniki
           *[french] damy
        }
        [jack] { $pack ->
            [german] niżniki
           *[french] walety
        }
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
        [queen] { $pack ->
            [german] wyżniki
           *[french] damy
        }
        [jack] { $pack ->
            [german] niżniki
           *[french] walety
        }
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
sedma-refuse-no-pass-rule = Pasować można tylko przy trzech graczach, z 32 kartami i zasadą pasowania.
sedma-refuse-leader-cannot-pass = Gracz, który wychodził, nie może pasować: zakończ lewę albo ją kontynuuj.
sedma-refuse-pass-used = Ktoś już pasował w tym rozdaniu; wolno tylko raz.
sedma-refuse-pass-stock-empty = Pasować można tylko, dopóki w talii są karty.

# Klawisze wyborów, litera ze słowa na przycisku (Zakończ lewę, Pasuj w tej kolejce).
sedma-key-end = Z
sedma-key-pass = P

## Zapisy punktów i powtórki
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
        [queen] { $pack ->
            [german] wyżniki
           *[french] damy
        }
        [jack] { $pack ->
            [german] niżniki
           *[french] walety
        }
        [ten] dziesiątki
        [nine] dziewiątki
        [eight] ósemki
       *[seven] siódemki
    } z rzędu
sedma-why-burned-hand = spalone rozdanie: cztery { $rank ->
        [ace] asy
        [king] króle
        [queen] { $pack ->
            [german] wyżniki
           *[french] damy
        }
        [jack] { $pack ->
            [german] niżniki
           *[french] walety
        }
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
rules-sedma-osmova-points = Punkty za lewy jak w wariancie osmová: oprócz asów i dziesiątek każda wygrana lewa jest warta 10, a ostatnia lewa jeszcze 10.
rules-sedma-osmova-points-tie = Przy punktach za lewy jak w wariancie osmová remis wygrywa strona, która wzięła ostatnią lewę.
rules-sedma-tricks-only = Tylko lewy: asy i dziesiątki nie są nic warte; każda lewa jest warta 1.
rules-sedma-tricks-only-tie = Przy grze tylko na lewy, gdy strony mają tyle samo lew, wygrywa strona, która wzięła ostatnią lewę.
rules-sedma-slovak = Zasady słowackie: nic za ostatnią lewę (razem 80 punktów), a remis 40:40 wygrywa strona, która wzięła ostatnią lewę. Rozdawanie przechodzi dalej tylko wtedy, gdy przeciwnicy rozdającego zdobyli co najmniej 60 punktów; w przeciwnym razie ten sam gracz rozdaje ponownie.
rules-sedma-burning = Palenie (dwóch lub czterech graczy): gdy ostatnie cztery karty zagrane do lewy mają tę samą wartość, rozdanie od razu się kończy i wygrywa je strona, która zagrała czwartą z nich, za 1 punkt gry (3 za siódemki), 4 punkty gry albo 5 punktów gry (10 za dziesiątki, 15 za siódemki), zależnie od wyboru w ustawieniach.
rules-sedma-burning-eights = W wariancie osmová cztery ósemki z rzędu palą tak jak każda zwykła wartość.
rules-sedma-burned-hand = Spalone rozdanie: gracz, który ma cztery karty tej samej wartości (po rozdaniu lub po dobraniu), od razu wygrywa rozdanie dla swojej strony, za 4 punkty gry.
rules-sedma-burned-hand-tie = Jeśli dwóch graczy ma w tej samej chwili po cztery karty jednej wartości, wygrywa ten, który jest wcześniej w kolejności dobierania.
rules-sedma-king = Król gra sam (trzech graczy): kto ma wybranego króla, gra przeciwko dwóm pozostałym razem, a ten król działa dokładnie jak siódemka. Nikt nie zna składu stron, dopóki król nie zostanie zagrany. W tym wariancie nie ma palenia.
rules-sedma-king-stakes = Gracz grający sam wygrywa punkty gry za rozdanie od każdego z dwóch pozostałych albo przegrywa je na rzecz każdego z nich.
rules-sedma-three-32 = Trzech graczy ze wszystkimi 32 kartami: jednemu graczowi na końcu brakuje karty i lewa może mieć tylko dwie karty. Z zasadą pasowania zamiast tego raz na rozdanie gracz, który nie wychodzi, może opuścić jedną kolejkę lewy, dopóki w talii są karty, i dobiera wtedy o jedną kartę mniej.
rules-sedma-continue-losing = Kontynuacja tylko przy przegrywaniu: wychodzący może kontynuować lewę tylko wtedy, gdy jego strona jej nie wygrywa.
rules-sedma-dealer-draw = Losowanie rozdającego: każdy ciągnie kartę; kto ma najniższą, rozdaje, a przy czterech graczach dwie osoby z najniższymi kartami grają razem przeciwko dwóm z najwyższymi.
rules-sedma-fixed-hands = Stała liczba rozdań: po tylu rozdaniach wygrywa strona z największą liczbą punktów gry.
rules-sedma-fixed-hands-tie = Jeśli po ustalonej liczbie rozdań strony mają po równo, gra toczy się dalej, aż remis zostanie przełamany.

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
    .goal = W wariancie osmová ósemka bije jak siódemka; siódemka nie bije ósemki, która już wygrywa, ani ósemka siódemki.
    .step-1-title = Ósemki są dzikie
    .step-1-task = To rozdanie gramy w wariancie osmová: ósemki biją jak siódemki. Północ wyszła asem czerwiennym.
    .step-1-why = Osmová to popularny czeski wariant, który włącza się w ustawieniach. Reszta Sedmy się nie zmienia: punkty dają asy i dziesiątki, a ostatnia lewa jest warta 10.
    .step-2-title = Weź asa ósemką
    .step-2-task = Weź asa Północy swoją ósemką dzwonkową.
    .step-2-why = Bez asa potrzebujesz dzikiej karty, a w wariancie osmová twoja ósemka nią jest.
    .step-2-off-script = Dziewiątka nie weźmie asa; w wariancie osmová twoja ósemka tak. Zagraj ósemkę dzwonkową.
    .step-3-title = Pierwsza dzika karta się utrzymuje
    .step-3-task = Północ kontynuowała siódemką, ale lewę wciąż trzyma twoja ósemka. Zagraj ostatnią kartę.
    .step-3-why = Siódemka nie bije ósemki, która już wygrywa, a ósemka nie bije siódemki: pierwsza dzika karta się utrzymuje. Lewę mógłby odebrać tylko inny as.
    .step-3-off-script = Zagraj ostatnią kartę, dziewiątkę zieloną.
    .step-4-title = Lewa jest twoja
    .step-4-task = Twoja ósemka wzięła asa i ostatnią lewę: 20 punktów, razem 50 przeciwko 40 Północy.
    .step-4-why = W ustawieniach możesz wybrać drugie popularne odczytanie tej zasady, w którym ósemka bije także siódemkę.
    .recap-1 = W wariancie osmová ósemki są dzikie, tak jak siódemki.
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

## Zadania
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

## Siódemki przy stole
sedma-resumed = Rozdanie { $number } toczy się dalej od miejsca, w którym zostało przerwane.

## Wspólne ekrany: nazwa gry, jej opis i jak nazywają się jej rozdania
sedma-title = Sedma
sedma-blurb = Czeska gra w lewy dla 2, 3 lub 4 graczy. Kartę bije tylko karta tej samej wartości albo siódemka; punkty dają tylko asy i dziesiątki.
# Rozdanie numer $number, tak jak nazywają je gracze danej gry.
sedma-hand-label = rozdanie { $number }
# Słowa wiersza poleceń: jedno rozdanie, jak nazywa je gra, kilka rozdań i co liczą punkty rozdania.
sedma-hand-word = rozdanie
sedma-hands-word = rozdania
sedma-points-word = punkty z kart
sedma-stats-hands-played = Rozegrane rozdania
sedma-stats-hands-won = Wygrane rozdania
sedma-stats-hands-lost = Przegrane rozdania
sedma-stats-hands-tied = Rozdania remisowe
sedma-stats-hands-with-hints = Rozdania rozegrane z podpowiedziami
sedma-stats-hands-with-undo = Rozdania rozegrane z cofaniem ruchów
sedma-stats-average-points = Średnia punktów z kart na rozdanie
sedma-stats-points-chart = Punkty z kart w rozdaniu, liczba rozdań
sedma-stats-best-hand = Najlepsze rozdanie
# Wynik najlepszego rozdania ($game_points to tekst ze znakiem, „+2”, i nie wybiera formy):
# Sedma liczy punkty gry i punkty z kart, Siódemki punkty i to, co liczyło się do Game,
# Piekielne siódemki punkty rundy.
sedma-stats-best-hand-text =
    punkty gry { $game_points }, z kart { $card_points ->
            [one] { $card_points } punkt
            [few] { $card_points } punkty
            [many] { $card_points } punktów
           *[other] { $card_points } punktów
        }
# $count rozdań gry, tak jak nazywają je gracze.
sedma-hand-count =
    { $count ->
            [one] { $count } rozdanie
            [few] { $count } rozdania
           *[other] { $count } rozdań
        }
# Etykieta przed przyciskami rozdań meczu.
sedma-history-hands = Rozdania:
