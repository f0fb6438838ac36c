# All Fours in Polish: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/pl.ftl; the window loads both.

## Gry
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

## Opcje gry: Sedma, Siódemki, Piekielne siódemki
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

## siódemkę kier”) albo „choice” (jedna z możliwości, bezokolicznik: „zagrać siódemkę kier”).
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
rules-all-fours-begging = Zostanie przy atucie lub żebranie
rules-all-fours-begging-stand = Najpierw decyduje pierwsza ręka: zostaje przy atucie (kolor karty odkrytej jest atutem) albo żebrze.
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

## All Fours 01: High, Low, Jack and Game
# english: 86d6ce4eaf3eac28
lesson-all-fours-01 =
    .title = High, Low, Jack i Game
    .goal = Rozdanie daje do czterech punktów: za najwyższy atut, za najniższy, za waleta atutowego i za najwięcej kart liczonych do Game.
    .step-1-title = Cztery punkty do zdobycia
    .step-1-task = Odkryta karta to dziewiątka pik: piki są proponowane jako atut. Spójrz na swojego asa i dwójkę pik.
    .step-1-why = High dostaje ten, komu rozdano najwyższy atut w grze, Low ten, komu rozdano najniższy, Jack ten, kto wygra lewę z waletem atutowym, a Game ten, kto zbierze w lewach najwięcej kart liczonych do Game.
    .step-2-title = Zatrzymaj atut
    .step-2-task = Wybierz „Zostaję”: piki zostaną atutem.
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
    .step-1-task = Wybierz „Zostaję”: kiery zostaną atutem.
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

## Siódemki przy stole
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
all-fours-turn-stand-or-beg = Twój ruch: wybierz „Zostaję” (atutem będzie { $suit }) albo „Żebrzę” o nowy atut (Z albo B).
all-fours-turn-give-or-run = Twój ruch: { $who } żebrze. Daj punkt i zostaw { $suit } jako atut albo rozdaj dodatkowe karty (D albo R).
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
# Klawisze wyborów, litera ze słowa na przycisku (Zostaję, Żebrzę, Daję punkt, Rozdaję dodatkowe
# karty, Odrzuć).
all-fours-key-stand = Z
all-fours-key-beg = B
all-fours-key-give = D
all-fours-key-run = R
all-fours-key-discard = O
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
all-fours-refuse-eldest-you = Jesteś pierwszą ręką: najpierw wybierz „Zostaję” (Z) albo „Żebrzę” (B).
all-fours-refuse-eldest = Najpierw decyduje pierwsza ręka, { $who }: zostaje czy żebrze.
# $who żebrał; $dealer decyduje.
all-fours-refuse-dealer = { $person ->
        [you] Żebrzesz
       *[other] { $who } żebrze
    }: { $dealer_person ->
        [you] najpierw daj punkt (D) albo rozdaj dodatkowe karty (R)
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

## Wspólne ekrany: nazwa gry, jej opis i jak nazywają się jej rozdania
all-fours-title = Siódemki
all-fours-blurb = All Fours (Seven Up) dla 2, 3 lub 4 graczy: atuty, żebranie o nowy atut i po punkcie za High, Low, Jack i Game.
all-fours-hand-label = rozdanie { $number }
# Słowa wiersza poleceń: jedno rozdanie, jak nazywa je gra, kilka rozdań i co liczą punkty rozdania.
all-fours-hand-word = rozdanie
all-fours-hands-word = rozdania
all-fours-points-word = punkty do Game
all-fours-stats-hands-played = Rozegrane rozdania
all-fours-stats-hands-won = Wygrane rozdania
all-fours-stats-hands-lost = Przegrane rozdania
all-fours-stats-hands-tied = Rozdania remisowe
all-fours-stats-hands-with-hints = Rozdania rozegrane z podpowiedziami
all-fours-stats-hands-with-undo = Rozdania rozegrane z cofaniem ruchów
all-fours-stats-average-points = Średnia punktów na rozdanie
all-fours-stats-points-chart = Punkty zdobyte w rozdaniu, liczba rozdań
all-fours-stats-best-hand = Najlepsze rozdanie
all-fours-stats-best-hand-text =
    punkty { $game_points }, do Game { $card_points ->
            [one] { $card_points } punkt
            [few] { $card_points } punkty
            [many] { $card_points } punktów
           *[other] { $card_points } punktów
        }
all-fours-hand-count =
    { $count ->
            [one] { $count } rozdanie
            [few] { $count } rozdania
           *[other] { $count } rozdań
        }
all-fours-history-hands = Rozdania:
