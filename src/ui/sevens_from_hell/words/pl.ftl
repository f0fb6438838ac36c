# Sevens from Hell in Polish: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/pl.ftl; the window loads both.

## Gry
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

## Opcje gry: Sedma, Siódemki, Piekielne siódemki
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

## siódemkę kier”) albo „choice” (jedna z możliwości, bezokolicznik: „zagrać siódemkę kier”).
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

## Zasady: Piekielne siódemki
rules-hell-intro = Piekielne siódemki to drużynowa gra z rodziny Hand and Foot, rozgrywana wieloma taliami potasowanymi razem. Drużyny wykładają komplety po siedem kart jednej wartości. Zanim ktokolwiek z drużyny może zejść z kart, drużyna musi zamknąć pięć wymaganych kompletów, w tym komplet siódemek i komplet dzikich kart. Gra ma cztery rundy, a wygrywa najwyższa suma.
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
rules-hell-out = Zejście z kart
rules-hell-out-required = Zanim którykolwiek gracz drużyny może zejść z kart, drużyna musi mieć zamknięte pięć wymaganych kompletów: komplet siódemek, dziki komplet, czysty komplet i dwa brudne komplety.
rules-hell-out-clean-slot = Czystym kompletem może być dowolny inny czysty komplet: naturalny czysty komplet albo drugi komplet siódemek lub drugi dziki komplet.
rules-hell-out-dirty-slots = Czysty komplet nigdy nie zastępuje żadnego z dwóch brudnych.
rules-hell-out-how = Schodzisz z kart, gdy po wzięciu stopy pozbędziesz się ostatniej karty, wykładając ją albo odrzucając. Zejście z kart kończy rundę.
rules-hell-out-keep-card = Dopóki twoja drużyna nie ma pięciu wymaganych kompletów, gracz, który wziął już stopę, musi zawsze kończyć ruch z co najmniej jedną kartą.
rules-hell-out-last-meld = Możesz też zejść z kart, wykładając ostatnie karty jedną po drugiej, jeśli ostatnia z nich zamyka komplet, który uzupełnia pięć wymaganych: zejście sprawdza się dopiero po tej ostatniej karcie. Gdy zostanie ci tylko ona, musisz ją wyłożyć.
rules-hell-decks-out = Gdy skończą się talie do dobierania
rules-hell-decks-out-ends = Runda kończy się także wtedy, gdy talie do dobierania się wyczerpią. Nikt nie dostaje wtedy premii za zejście z kart.
rules-hell-decks-out-when = Runda kończy się, gdy obie talie są puste: gracz, który weźmie ostatnią kartę, dobierając albo uzupełniając krótki stos, kończy swój ruch i na tym runda się kończy.
rules-hell-scoring = Liczenie rundy
rules-hell-scoring-closed = Każdy zamknięty komplet daje wartości swoich kart i premię: 500 za czysty komplet, 300 za brudny, 500 za komplet siódemek i 500 za dziki komplet.
rules-hell-scoring-unfinished = Każdy niezamknięty komplet daje wartości swoich kart, bez premii.
rules-hell-scoring-left = Wartości wszystkich kart pozostałych w rękach graczy twojej drużyny oraz w stopach, których jeszcze nie wzięli, liczą się przeciwko drużynie.
rules-hell-scoring-missing = Każdy z pięciu wymaganych kompletów, którego drużyna nie zamknęła, liczy się przeciwko niej w wysokości swojej premii: 500 za komplet siódemek, dziki komplet i czysty komplet, 300 za każdy brakujący brudny komplet. Dotyczy to każdej drużyny na koniec każdej rundy, niezależnie od tego, jak runda się skończyła.
rules-hell-scoring-out = Drużyna gracza, który schodzi z kart, dostaje jeszcze 100.
rules-hell-scoring-example = Przykład: drużyna, która nie zeszła z kart, ma zamknięty czysty komplet królów (70 + 500 = 570), zamknięty brudny komplet z pięciu dziewiątek, dwójki i jokera (50 + 20 + 50 + 300 = 420) i niezamknięty komplet trzech dam (30). Jeden z jej graczy ma jeszcze w ręce asa i trójkę (minus 25). Brakuje jej kompletu siódemek, dzikiego kompletu i drugiego brudnego kompletu (minus 1300). Jej wynik za rundę to minus 305.
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

## Sevens from Hell 01: Books and wild cards
# english: 4184d4d0f7c186bd
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
    .step-7-task = Ruch przechodzi na gracza po twojej lewej. Naciśnij „Dalej”, aby zakończyć lekcję.
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
    .goal = Żeby zejść z kart, drużyna potrzebuje pięciu zamkniętych kompletów: siódemek, dzikich kart, jednego czystego i dwóch brudnych.
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
    .recap-2 = Do zejścia z kart potrzeba zamkniętego kompletu siódemek, kompletu dzikich kart, czystego kompletu i dwóch brudnych.
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
    .step-5-why = Gdy masz już stopę w ręce, możesz zejść z kart, o ile twoja drużyna ma pięć wymaganych kompletów. Karty, które na koniec rundy zostają w stopie, liczą się przeciwko drużynie.
    .recap-1 = Stopa to druga ręka z 11 kart, którą bierze się, gdy skończą się karty w pierwszej.
    .recap-2 = Jeśli pozbędziesz się kart z ręki, wykładając je, stopa przychodzi od razu; jeśli odrzucając, czeka na twój następny ruch.

## Sevens from Hell 07: Going out
# english: 793327c6fe727c4e
lesson-sevens-from-hell-07 =
    .title = Zejście z kart
    .goal = Gracz, który ma już swoją stopę i którego drużyna ma pięć wymaganych kompletów, schodzi z kart, zagrywając ostatnią kartę; runda się kończy, a jego drużyna dostaje 100.
    .step-1-title = Brakuje jednego kompletu
    .step-1-task = Twoja drużyna ma zamknięte siódemki, dzikie karty, czysty komplet i jeden brudny. W komplecie waletów jest sześć kart.
    .step-1-why = Drugi brudny komplet dopełni piątkę. Wtedy każdy, kto ma już swoją stopę, może zejść z kart.
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
    .step-6-title = Schodzisz z kart
    .step-6-task = Wybierz czwórkę trefl i naciśnij „Odrzuć”.
    .step-6-why = Odchodzi twoja ostatnia karta: schodzisz z kart, a runda się kończy.
    .step-6-off-script = Odrzuć czwórkę trefl, żeby zejść z kart.
    .step-7-title = Wynik rundy
    .step-7-task = Podsumowanie pokazuje rundę każdej drużyny, pozycja po pozycji.
    .step-7-why = Zejście z kart daje 100; karty, które przeciwnikom zostały w rękach i stopach, liczą się przeciwko nim.
    .recap-1 = Do zejścia z kart musisz mieć już swoją stopę, a twoja drużyna pięć wymaganych kompletów.
    .recap-2 = Zagraj ostatnią kartę, wykładając ją albo odrzucając, a zejdziesz z kart: 100 dla twojej drużyny.

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
        [you] Schodzisz z kart
       *[other] { $who } schodzi z kart
    }.
hell-decks-ran-out = Talie do dobierania się skończyły: runda dobiegła końca.
# Jak skończyła się runda, w jej podsumowaniu i w zapisie punktów.
hell-went-out = { $person ->
        [you] Schodzisz z kart
       *[other] { $who } schodzi z kart
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
    } · { $taken ->
        [yes] ma już stopę
       *[no] stopa: { $foot }
    }
# Miejsce przy stole w jednym wierszu, na wąskim stole: $cards to hell-seat-cards; $turn to "yes", gdy ma ruch.
hell-seat-line = { $who }: { $cards }{ $turn ->
        [yes] {" "}· ma ruch
       *[no] {""}
    }
hell-to-play = ma ruch
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
# Niezamknięty komplet, dla czytników i po najechaniu: $kind to hell-kind w mianowniku (wielką
# literę dodaje stół), $count jego karty z $size; $state to "clean", "dirty" albo "none"
# (siódemki, dzikie karty).
hell-book-label = { $kind }: { $count } z { $size }{ $state ->
        [clean] , czysty komplet
        [dirty] , brudny komplet
       *[other] {""}
    }
hell-book-add = { $book }. Dołóż wybrane karty
# Podpis pod kartami kompletu: najpierw wartość (jak hell-book-label), krótko.
hell-book-caption-short = { $kind } { $count }/{ $size }{ $state ->
        [clean] {" "}· czysty
        [dirty] {" "}· brudny
       *[other] {""}
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
# Karty ze stosu czekające przy pierwszym wyłożeniu; $count ile ich jest.
hell-pile-waits = { $count ->
        [one] Karta, która przypadła ci ze stosem, czeka tu na twoje wyłożenie: trafi do twojej ręki, gdy wyłożysz.
        [few] { $count } karty, które przypadły ci ze stosem, czekają tu na twoje wyłożenie: trafią do twojej ręki, gdy wyłożysz.
       *[other] { $count } kart, które przypadły ci ze stosem, czeka tu na twoje wyłożenie: trafią do twojej ręki, gdy wyłożysz.
    }
# Jedna z nich, dla czytników ekranu: $card to jej nazwa.
hell-waiting-card = { $card }, czeka na twoje wyłożenie
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
hell-picked = Wybrane: { $cards }. { $count ->
        [one] Kliknij komplet swojej drużyny, żeby ją do niego dołożyć, albo ją odrzuć.
       *[other] Wyłóż je jako komplety, kliknij komplet swojej drużyny, żeby je do niego dołożyć, albo odrzuć jedną kartę.
    }
hell-pick-help = Kliknij kartę w ręce (albo naciśnij numer na niej, albo przejdź do niej strzałkami i naciśnij Enter), żeby wybrać jedną kopię, i jeszcze raz, żeby wybrać następną; dwuklik, prawy przycisk albo Shift z numerem lub z Enterem wybiera wszystkie kopie.
hell-may-go-out = Twoja drużyna ma pięć wymaganych kompletów: możesz zejść z kart, wykładając albo odrzucając ostatnią kartę.
# $books: brakujące komplety z hell-missing-book.
hell-going-out-needs = Zejście z kart: twoja drużyna potrzebuje jeszcze { $books }.
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
hell-refuse-going-out = Nie możesz jeszcze zejść z kart: twoja drużyna potrzebuje jeszcze { $books }; zatrzymaj kartę
hell-refuse-keep-a-card = Twoja drużyna potrzebuje jeszcze { $books }, zanim będzie ci wolno zejść z kart, więc zatrzymaj kartę do odrzucenia
hell-refuse-must-discard = Odrzuć kartę, żeby zakończyć ruch
hell-refuse-finish-going-out = Twoja ostatnia karta zamyka ostatni komplet, którego potrzebuje twoja drużyna: wyłóż ją, żeby zejść z kart
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
        [went-out] Zejście z kart
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

## Wspólne ekrany: nazwa gry, jej opis i jak nazywają się jej rozdania
sevens-from-hell-title = Piekielne siódemki
sevens-from-hell-blurb = Partnerska gra w wykładanie dla 4 lub 6 graczy na sześć talii: komplety po siedem kart, dzikie dwójki i jokery, ręka i stopa, cztery rundy.
sevens-from-hell-hand-label = runda { $number }
# Słowa wiersza poleceń: jedno rozdanie, jak nazywa je gra, kilka rozdań i co liczą punkty rozdania.
sevens-from-hell-hand-word = runda
sevens-from-hell-hands-word = rundy
sevens-from-hell-points-word = punkty
sevens-from-hell-stats-hands-played = Rozegrane rundy
sevens-from-hell-stats-hands-won = Wygrane rundy
sevens-from-hell-stats-hands-lost = Przegrane rundy
sevens-from-hell-stats-hands-tied = Rundy remisowe
sevens-from-hell-stats-hands-with-hints = Rundy rozegrane z podpowiedziami
sevens-from-hell-stats-hands-with-undo = Rundy rozegrane z cofaniem ruchów
sevens-from-hell-stats-average-points = Średnia punktów na rundę
sevens-from-hell-stats-points-chart = Punkty w rundzie, liczba rund
sevens-from-hell-stats-best-hand = Najlepsza runda
sevens-from-hell-stats-best-hand-text = punkty w rundzie { $game_points }
sevens-from-hell-hand-count =
    { $count ->
            [one] { $count } runda
            [few] { $count } rundy
           *[other] { $count } rund
        }
sevens-from-hell-history-hands = Rundy:
