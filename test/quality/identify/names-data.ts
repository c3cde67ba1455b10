/**
 * The identify evaluation's own name tables. Nothing here comes from src/ or from the matcher, and
 * no name data set was downloaded or consulted: the lists were written by hand for this evaluation
 * from common usage (the most frequent given names and surnames of each group as they are widely
 * known), so they are NOT the nickname data set a matcher is likely to ship (issue 47 suggests the
 * record-linkage one), and pairs one list has and the other lacks are exactly what the nickname
 * class measures.
 *
 * Given names: "Formal~Alt|nick,nick" — `~` separates alternative romanisations or spellings of the
 * same name (Mohammed~Muhammad, Dmitri~Dmitry), `|` starts the short forms people go by (English
 * hypocorisms: Bill for William, Liz for Elizabeth; and the usual short forms of other languages:
 * Pepe for José, Paco for Francisco, Kasia for Katarzyna, Sasha for Aleksandr, Sepp for Josef,
 * Kees for Cornelis, Beppe for Giuseppe, Zé for José, Laci for László, Venkat for Venkataraman).
 * A trailing "*" marks a woman's name (it picks the feminine surname form where a language has one).
 * Surnames: "Masc~Alt/Fem~Alt" — `/` gives the feminine form (Kowalski/Kowalska, Novák/Nováková).
 * Lists are in rough frequency order; the generator draws them Zipf-like, so the first few are common
 * and the same full name recurs.
 */

export const ORIGINS = [
  "en",
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "pl",
  "cz",
  "nordic",
  "nl",
  "tr",
  "hu",
  "ro",
  "ru",
  "in",
  "cn",
  "jp",
  "ar",
  "he",
] as const;
export type Origin = (typeof ORIGINS)[number];

const split = (s: string) =>
  s
    .split(";")
    .map((x) => x.trim())
    .filter(Boolean);

export const GIVEN: Record<Origin, string[]> = {
  en: split(`James|Jim,Jimmy,Jamie; John|Jack,Johnny; Robert|Rob,Bob,Bobby,Robbie; Michael|Mike,Mick,Mikey;
    William|Will,Bill,Billy,Liam; David|Dave; Richard|Rick,Rich,Richie,Dick; Mary*|Molly,Polly;
    Elizabeth*|Liz,Beth,Betty,Lizzie,Eliza,Libby; Joseph|Joe,Joey; Thomas|Tom,Tommy; Jennifer*|Jen,Jenny;
    Charles|Charlie,Chuck; Christopher|Chris,Topher; Patricia*|Pat,Patty,Trish; Daniel|Dan,Danny;
    Matthew|Matt; Margaret*|Maggie,Meg,Peggy,Marge; Anthony|Tony; Katherine*|Kate,Kathy,Katie,Kat;
    Sarah*; Susan*|Sue,Susie; Jessica*|Jess,Jessie; Alexander|Alex,Xander,Sandy; Samuel|Sam,Sammy;
    Rebecca*|Becky,Becca; Benjamin|Ben,Benny,Benji; Jonathan|Jon,Jonny; Nicholas|Nick,Nicky;
    Samantha*|Sam,Sammy; Stephen|Steve,Stevie; Andrew|Andy,Drew; Barbara*|Barb,Babs; Timothy|Tim,Timmy;
    Victoria*|Vicky,Tori; Edward|Ed,Eddie,Ted,Ned; Peter|Pete; Henry|Harry,Hank; Emily*|Em,Emmy;
    Gregory|Greg; Kenneth|Ken,Kenny; Jacqueline*|Jackie; Deborah*|Deb,Debbie; Patrick|Pat,Paddy;
    Ronald|Ron,Ronnie; Donald|Don,Donnie; Frederick|Fred,Freddie; Theodore|Ted,Teddy,Theo;
    Abigail*|Abby; Douglas|Doug; Raymond|Ray; Lawrence|Larry; Gerald|Jerry; Jeffrey|Jeff; Joshua|Josh;
    Zachary|Zach; Nathaniel|Nate,Nat; Eleanor*|Ellie,Nell,Nora; Josephine*|Jo,Josie; Judith*|Judy;
    Pamela*|Pam; Kimberly*|Kim; Cynthia*|Cindy; Melissa*|Mel,Missy; Amanda*|Mandy;
    Christine*|Chris,Chrissy,Tina; Olivia*|Liv; Linda*; Karen*; Emma*; Laura*; Hannah*; Grace*; Ryan;
    Kevin; Brian; Mark; Paul; Scott; Jason; Seán; Siobhán*; Niamh*; Aoife*`),
  de: split(`Thomas|Tom; Michael|Micha; Andreas|Andi; Stefan; Christian|Chris; Alexander|Alex;
    Johannes|Hans,Jo; Josef|Sepp; Friedrich|Fritz; Wolfgang|Wolf; Joachim|Jochen; Jürgen; Jörg; Klaus;
    Matthias|Matze; Sebastian|Basti; Tobias|Tobi; Maximilian|Max; Lukas; Jonas; Björn; Sören; Günther;
    Hans-Peter; Karl-Heinz; Katharina*|Kathi,Käthe; Elisabeth*|Lisa,Liesl,Sissi; Stefanie*|Steffi;
    Gabriele*|Gabi; Susanne*|Susi,Sanne; Ursula*|Uschi; Margarete*|Grete,Gretel; Anja*; Sabine*;
    Birgit*; Ute*; Dörte*; Lena*; Anna*; Julia*; Jördis*; Ines*`),
  fr: split(`Jean; Pierre; Michel; Philippe; Nicolas|Nico; Christophe|Chris; Frédéric|Fred; Stéphane|Steph;
    Sébastien|Seb; Emmanuel|Manu; Alexandre|Alex; Guillaume; François; Jérôme; Jean-Baptiste|JB;
    Jean-Pierre|JP; Jean-François|JF; Dominique|Dom; Gaël; Loïc; Noël; Céline*; Hélène*;
    Stéphanie*|Steph; Isabelle*|Isa; Nathalie*; Sandrine*; Véronique*|Véro; Béatrice*|Béa; Élodie*;
    Chloé*; Léa*; Zoé*; Amélie*; Marie-Claire*; Anne-Sophie*; Françoise*`),
  es: split(`José|Pepe; Francisco|Paco,Pancho,Curro; Antonio|Toño,Toni; Manuel|Manolo,Manu; Jesús|Chus,Chuy;
    Javier|Javi; Alejandro|Álex,Alejo; Ignacio|Nacho; Enrique|Quique; Eduardo|Edu,Lalo; Roberto|Beto;
    Guillermo|Guille,Memo; Miguel; Carlos; Juan; Luis; Sergio; Pablo; Diego; Andrés; Raúl; Álvaro;
    Íñigo; María*; Carmen*|Mamen,Menchu; Dolores*|Lola; Concepción*|Concha,Conchi; Rosario*|Charo;
    Guadalupe*|Lupe; Pilar*|Pili; Lucía*; Sofía*; Mercedes*|Merche; Isabel*|Isa,Chabela;
    Cristina*|Cris; Begoña*; Nuria*; Raquel*; Montserrat*|Montse; Inés*`),
  pt: split(`João; José|Zé; Francisco|Chico,Xico; António~Antônio|Tó,Toninho; Eduardo|Dudu; Luís~Luiz;
    Pedro; Tiago~Thiago; Rui; Nuno; Gonçalo; Bruno; Rafael|Rafa; Fernanda*|Nanda; Gabriela*|Gabi; Ana*;
    Beatriz*|Bia; Mariana*|Mari; Inês*; Joana*; Leonor*; Conceição*|São; Lúcia*; Márcia*`),
  it: split(`Giuseppe|Beppe,Peppe,Pino; Giovanni|Gianni,Nanni; Antonio|Totò,Tonino; Luigi|Gigi;
    Alessandro|Sandro,Ale; Francesco|Franco,Checco; Domenico|Mimmo; Salvatore|Turi; Marco; Andrea;
    Matteo; Lorenzo|Enzo; Vincenzo|Enzo; Roberto; Stefano; Niccolò; Federica*|Fede; Elisabetta*|Betta;
    Giulia*; Chiara*; Francesca*|Franci; Alessandra*|Ale`),
  pl: split(`Tomasz|Tomek; Wojciech|Wojtek; Krzysztof|Krzysiek; Grzegorz|Grzesiek; Aleksander|Olek;
    Łukasz; Paweł; Piotr; Michał; Jakub|Kuba; Marcin; Jan|Janek; Stanisław|Staszek; Józef|Józek;
    Katarzyna*|Kasia; Małgorzata*|Gosia,Małgosia; Aleksandra*|Ola; Joanna*|Asia; Barbara*|Basia;
    Agnieszka*|Aga; Anna*|Ania; Magdalena*|Magda; Zofia*|Zosia; Elżbieta*|Ela; Dorota*; Beata*;
    Jolanta*|Jola`),
  cz: split(`Jiří|Jirka; Jan|Honza; Tomáš; Petr; Pavel; Martin; Jaroslav|Jarda; Josef|Pepa; Miroslav|Mirek;
    Zdeněk; Václav|Vašek; František|Franta; Kateřina*|Katka; Lucie*; Tereza*|Terka; Veronika*|Verča;
    Jana*; Petra*; Hana*; Eva*; Lenka*; Alena*`),
  nordic: split(`Lars|Lasse; Magnus|Mange; Anders; Erik; Johan; Nils; Mikkel; Søren; Jørgen; Bjørn; Göran;
    Jens; Kristoffer|Kris; Jukka; Mikko; Pekka; Ingrid*; Astrid*; Sigrid*; Kirsten*; Karin*; Åsa*;
    Ebba*; Maja*; Linnéa*; Frida*; Mette*; Annika*; Päivi*; Elisabeth*|Lisbeth`),
  nl: split(`Johannes|Jan,Hans,Joop; Cornelis|Kees; Hendrik|Henk; Pieter|Piet; Jacobus|Koos,Jaap;
    Gerardus|Gerard,Gert; Wilhelmus|Wim,Willem; Maarten; Sander; Thijs; Bram; Daan; Joost; Sanne*;
    Anouk*; Femke*; Lotte*; Ingeborg*|Inge; Elisabeth*|Els,Lies; Margaretha*|Greet,Margriet`),
  tr: split(`Mehmet; Mustafa; Ahmet; Ali; Hüseyin; Hasan; İbrahim; İsmail; Osman; Yusuf; Murat; Ömer;
    Emre; Burak; Gökhan; Uğur; Barış; Serkan; Ayşe*; Fatma*; Emine*; Zeynep*; Çağla*; Gül*; Şule*;
    Özlem*; Büşra*; Tuğba*`),
  hu: split(`László|Laci; István|Pisti,Pista; József|Józsi; János|Jancsi; Zoltán|Zoli; Sándor|Sanyi;
    Gábor; Ferenc|Feri; Attila; Tamás; Katalin*|Kati; Erzsébet*|Erzsi; Zsófia*|Zsófi; Éva*|Évi;
    Ildikó*; Krisztina*|Kriszti; Judit*; Eszter*; Ágnes*|Ági`),
  ro: split(`Andrei; Alexandru|Alex; Mihai; Ștefan; Gheorghe|Ghiță; Vasile; Constantin|Costel,Costi;
    Cristian|Cristi; Florin; Ioana*; Elena*; Mihaela*; Andreea*; Gabriela*|Gabi; Cătălina*; Irina*`),
  ru: split(`Aleksandr~Alexander~Alexandr|Sasha,Sanya; Dmitri~Dmitry~Dmitriy|Dima; Mikhail|Misha;
    Vladimir|Volodya,Vova; Nikolai~Nikolay|Kolya; Sergei~Sergey|Seryozha; Yevgeny~Evgeny~Evgeniy|Zhenya;
    Ivan|Vanya; Andrei~Andrey; Alexei~Aleksey~Alexey|Lyosha,Alyosha; Natalia*~Natalya|Natasha;
    Yekaterina*~Ekaterina|Katya; Anastasia*|Nastya; Maria*|Masha; Olga*|Olya; Tatiana*~Tatyana|Tanya;
    Yelena*~Elena|Lena; Svetlana*|Sveta; Irina*|Ira`),
  in: split(`Rajesh|Raj; Venkataraman|Venkat; Subramanian|Subbu; Krishnamurthy|Krish; Siddharth|Sid;
    Abhishek|Abhi; Srinivasan|Srini; Balasubramanian|Bala; Vijay; Amit; Rahul; Sanjay; Suresh; Ramesh;
    Anil; Sunil; Deepak; Arjun; Karthik~Kartik; Ravi; Lakshmi*; Ananya*; Divya*; Sneha*; Pooja*~Puja;
    Neha*; Kavya*; Meera*; Shreya*; Aishwarya*|Aish`),
  cn: split(`Wei; Fang*; Min; Jing*; Lei; Jun; Yan*; Hui*; Ling*; Xin; Hao; Qiang; Jie; Tao; Ming;
    Xiaoming; Xiaoling*; Yifan; Zihan*; Haoran; Yuxuan; Jiahui*`),
  jp: split(`Hiroshi; Takeshi; Kenji; Yuki; Haruto; Sota; Daiki; Shota; Kenta; Akira; Taro; Yūko*~Yuko~Yuuko;
    Yōko*~Yoko~Youko; Keiko*; Akiko*; Naomi*; Sakura*; Aoi*; Hina*; Ryō~Ryo~Ryou; Kōji~Koji~Kouji;
    Shūhei~Shuhei`),
  ar: split(`Mohammed~Muhammad~Mohamed~Mohammad|Mo; Ahmed~Ahmad; Ali; Omar~Umar; Youssef~Yusuf~Yousef;
    Khaled~Khalid; Hassan~Hasan; Hussein~Hussain; Abdullah~Abdallah; Ibrahim; Mahmoud~Mahmud;
    Mustafa~Mostafa; Tariq~Tarek; Karim~Kareem; Fatima*~Fatma; Aisha*~Aicha~Aysha; Mariam*~Maryam;
    Layla*~Leila~Laila; Nour*~Noor; Salma*; Yasmin*~Yasmine; Rania*; Zainab*~Zeinab`),
  he: split(`Yonatan~Jonathan|Yoni; Avraham|Avi; Yosef|Yossi; Moshe; David|Dudi; Daniel; Ariel; Itai~Itay;
    Omer; Eliyahu|Eli; Yitzhak~Itzhak|Itzik; Yaakov|Kobi; Noa*; Tamar*; Yael*; Shira*; Michal*; Maya*;
    Rivka*|Riki`),
};

export const SURNAMES: Record<Origin, string[]> = {
  en: split(`Smith; Johnson; Williams; Brown; Jones; Miller; Davis; Wilson; Taylor; Anderson; Thomas; Moore;
    Martin; Jackson; White; Harris; Clark; Lewis; Walker; Hall; Young; Allen; King; Wright; Scott; Green;
    Baker; Adams; Nelson; Hill; Campbell; Mitchell; Roberts; Carter; Phillips; Evans; Turner; Murphy;
    O'Brien; O'Connor; Kelly; Walsh; McCarthy; MacDonald; Robinson; Thompson; Hughes; Edwards; Collins;
    Stewart; Morris; Cooper; Bailey; Murray; Fitzgerald; Sullivan; Byrne; Ryan; Doyle; Gallagher`),
  de: split(`Müller; Schmidt; Schneider; Fischer; Weber; Meyer; Wagner; Becker; Schulz; Hoffmann; Schäfer;
    Koch; Bauer; Richter; Klein; Wolf; Schröder; Neumann; Schwarz; Zimmermann; Braun; Krüger; Hofmann;
    Hartmann; Lange; Schmitt; Werner; Krause; Meier; Lehmann; Köhler; Maier; Mayer; Groß; Jäger; Vogel;
    Weiß; Brandt; Fuchs; Günther; Böhm; Dörr; Schulze; von Berg; Löffler; Möller; Weißmann`),
  fr: split(`Martin; Bernard; Dubois; Thomas; Robert; Richard; Petit; Durand; Leroy; Moreau; Simon; Laurent;
    Lefèvre; Michel; Garcia; David; Bertrand; Roux; Vincent; Fournier; Morel; Girard; André; Lefebvre;
    Mercier; Dupont; Lambert; Bonnet; François; Gauthier; Chevalier; Perrin; Rousseau; Leclerc; Benoît;
    Lemaître; Hébert; Le Gall; de la Fontaine`),
  es: split(`García; Fernández; González; Rodríguez; López; Martínez; Sánchez; Pérez; Gómez; Martín; Jiménez;
    Ruiz; Hernández; Díaz; Moreno; Muñoz; Álvarez; Romero; Alonso; Gutiérrez; Navarro; Torres;
    Domínguez; Vázquez; Ramos; Gil; Ramírez; Serrano; Blanco; Molina; Morales; Suárez; Ortega; Delgado;
    Castro; Ortiz; Rubio; Marín; Sanz; Núñez; Iglesias; Medina; Cortés; Peña; Ibáñez; de la Cruz`),
  pt: split(`Silva; Santos; Ferreira; Pereira; Oliveira; Costa; Rodrigues; Martins; Jesus; Sousa~Souza;
    Fernandes; Gonçalves; Gomes; Lopes; Marques; Alves; Almeida; Ribeiro; Pinto; Carvalho; Teixeira;
    Moreira; Correia; Mendes; Nunes; Soares; Vieira; Monteiro; Cardoso; Rocha; Araújo; Conceição;
    Magalhães; Simões; Brandão; Falcão; Assunção`),
  it: split(`Rossi; Russo; Ferrari; Esposito; Bianchi; Romano; Colombo; Ricci; Marino; Greco; Bruno; Gallo;
    Conti; De Luca; Mancini; Costa; Giordano; Rizzo; Lombardi; Moretti; Barbieri; Fontana; Santoro;
    Mariani; Rinaldi; Caruso; Ferrara; Galli; Martini; Leone; Longo; Gentile; Martinelli; Vitale;
    D'Angelo; D'Amico; De Santis; Cantù; Bellini`),
  pl: split(`Nowak; Kowalski/Kowalska; Wiśniewski/Wiśniewska; Wójcik; Kowalczyk; Kamiński/Kamińska;
    Lewandowski/Lewandowska; Zieliński/Zielińska; Szymański/Szymańska; Woźniak; Dąbrowski/Dąbrowska;
    Kozłowski/Kozłowska; Jankowski/Jankowska; Mazur; Kwiatkowski/Kwiatkowska; Krawczyk;
    Piotrowski/Piotrowska; Grabowski/Grabowska; Pawłowski/Pawłowska; Michalski/Michalska; Król;
    Wieczorek; Jabłoński/Jabłońska; Wróbel; Nowicki/Nowicka; Majewski/Majewska; Stępień;
    Malinowski/Malinowska; Jaworski/Jaworska; Adamczyk; Dudek; Górski/Górska; Pawlak; Sikora; Bąk;
    Sokołowski/Sokołowska; Szczepański/Szczepańska; Włodarczyk`),
  cz: split(`Novák/Nováková; Svoboda/Svobodová; Novotný/Novotná; Dvořák/Dvořáková; Černý/Černá;
    Procházka/Procházková; Kučera/Kučerová; Veselý/Veselá; Horák/Horáková; Němec/Němcová;
    Pokorný/Pokorná; Marek/Marková; Pospíšil/Pospíšilová; Hájek/Hájková; Jelínek/Jelínková;
    Král/Králová; Růžička/Růžičková; Beneš/Benešová; Fiala/Fialová; Sedláček/Sedláčková`),
  nordic: split(`Hansen; Johansson; Andersson; Karlsson; Nilsson; Eriksson; Larsson; Olsen; Jensen; Nielsen;
    Pedersen; Andersen; Christensen; Sørensen; Rasmussen; Jørgensen; Mikkelsen; Lindqvist; Lindström;
    Bergström; Åberg; Öberg; Söderberg; Nyström; Sjöberg; Virtanen; Mäkinen; Nieminen; Mäkelä;
    Hämäläinen; Järvinen; Kristiansen; Haugen; Bakke; Lund; Dahl; Berg`),
  nl: split(`de Jong; Jansen; de Vries; van den Berg; van Dijk; Bakker; Janssen; Visser; Smit; Meijer;
    de Boer; Mulder; de Groot; Bos; Vos; Peters; Hendriks; van Leeuwen; Dekker; Brouwer; de Wit;
    Dijkstra; Smits; de Graaf; van der Meer; van der Linden; Kok; Jacobs; de Haan; Vermeulen;
    van den Heuvel; van der Veen; van den Broek; de Bruijn; van der Heijden; Schouten; van Vliet;
    Hoekstra; Maas; Verhoeven; Peeters; Claes; Goossens; Wouters; De Smet; Maes; Mertens`),
  tr: split(`Yılmaz; Kaya; Demir; Şahin; Çelik; Yıldız; Yıldırım; Öztürk; Aydın; Özdemir; Arslan; Doğan;
    Kılıç; Aslan; Çetin; Kara; Koç; Kurt; Özkan; Şimşek; Polat; Özer; Güneş; Aksoy; Tekin; Uçar;
    Karaca; Bulut; Güler`),
  hu: split(`Nagy; Kovács; Tóth; Szabó; Horváth; Varga; Kiss; Molnár; Németh; Farkas; Balogh; Papp;
    Takács; Juhász; Lakatos; Mészáros; Oláh; Simon; Rácz; Fekete; Szilágyi; Török; Fehér; Balázs; Gál`),
  ro: split(`Popescu; Ionescu; Popa; Pop; Radu; Dumitru; Stan; Stoica; Gheorghe; Matei; Ciobanu; Rusu;
    Munteanu; Constantin; Ștefan; Marin; Georgescu; Tudor; Lungu; Moldovan; Dinu; Barbu; Toma;
    Cristea; Nistor; Florea; Lazăr; Sârbu; Țurcanu`),
  ru: split(`Ivanov/Ivanova; Smirnov/Smirnova; Kuznetsov/Kuznetsova; Popov/Popova;
    Vasiliev~Vasilyev/Vasilieva~Vasilyeva; Petrov/Petrova; Sokolov/Sokolova; Mikhailov/Mikhailova;
    Novikov/Novikova; Fedorov~Fyodorov/Fedorova~Fyodorova; Morozov/Morozova; Volkov/Volkova;
    Alekseev~Alexeev/Alekseeva~Alexeeva; Lebedev/Lebedeva; Semenov~Semyonov/Semenova~Semyonova;
    Egorov~Yegorov/Egorova~Yegorova; Pavlov/Pavlova; Kozlov/Kozlova; Stepanov/Stepanova;
    Nikolaev~Nikolayev/Nikolaeva~Nikolayeva`),
  in: split(`Sharma; Patel; Singh; Kumar; Gupta; Reddy; Iyer; Nair; Rao; Shah; Mehta; Joshi; Desai; Menon;
    Pillai; Agarwal~Aggarwal; Banerjee; Chatterjee; Mukherjee; Das; Bose; Krishnan; Subramaniam;
    Venkatesh; Chopra; Malhotra; Kapoor; Verma; Mishra; Pandey; Srivastava; Chaudhary~Choudhary;
    Bhatt; Kulkarni; Naidu`),
  cn: split(`Wang; Li; Zhang; Liu; Chen; Yang; Huang; Zhao; Wu; Zhou; Xu; Sun; Ma; Zhu; Hu; Guo; He; Lin;
    Gao; Luo; Zheng; Liang`),
  jp: split(`Satō~Sato~Satou; Suzuki; Takahashi; Tanaka; Watanabe; Itō~Ito~Itou; Yamamoto; Nakamura;
    Kobayashi; Katō~Kato~Katou; Yoshida; Yamada; Sasaki; Yamaguchi; Matsumoto; Inoue; Kimura; Hayashi;
    Shimizu; Saitō~Saito~Saitou; Ōno~Ono~Ohno; Kondō~Kondo~Kondou; Gotō~Goto~Gotou`),
  ar: split(`Al-Sayed~El-Sayed~Elsayed; Haddad; Khoury~Khouri; Mansour~Mansur; Nasser~Nasir; Hassan;
    Ibrahim; Abdullah; Saleh~Salih; Al-Amin~El-Amin; Farouk~Farooq; Hamdan; Aziz; Rahman; Youssef;
    Mahmoud; Al-Rashid~Alrashid; Darwish~Darwich; Abbas; Suleiman~Sulaiman~Soliman; Othman~Osman`),
  he: split(`Cohen~Kohen; Levi~Levy; Mizrahi~Mizrachi; Peretz; Biton; Dahan; Avraham; Friedman; Katz;
    Azoulay~Azulay; Malka; Amar; Ben-David; Ben-Ami; Shapiro~Shapira; Rosenberg; Goldberg; Klein;
    Weiss; Ohana`),
};

/**
 * The long tail of surnames: besides the common ones above, a share of people get a rarer surname
 * built the way such surnames are built in the language (English and German place names, French
 * ones, South Indian patronymic compounds). The result reads like a surname and belongs to no one.
 */
const cross = (a: string, b: string) => split(a).flatMap((x) => split(b).map((y) => x + y));
export const SURNAME_TAIL: Partial<Record<Origin, string[]>> = {
  en: cross(
    "Ash; Black; Brad; Brook; Brom; Chat; Cran; Dun; East; Fair; Green; Hart; Hay; Hol; Kings; Lang; Mar; Med; North; Oak; Pem; Rad; Red; Shel; South; Stan; Thorn; Wake; West; Whit; Wood",
    "ford; well; ley; field; ton; wood; worth; by; ham; more; combe; stead; bury; hurst; dale; land",
  ),
  de: cross(
    "Linde; Rosen; Hassel; Eichen; Birken; Stein; Berg; Wald; Brunn; Feld; Hof; Kirch; Alt; Neu; Ober; Unter; Wies; Sonnen; Mühl; Bach; Lauter; Schön",
    "mann; berg; feld; bach; hofer; huber; meier; thaler; inger; stein; hausen; müller",
  ),
  fr: cross(
    "Beau; Bel; Bon; Mont; Val; Roche; Lac; Bois; Champ; Clair; Haute; Grand; Belle; Fleur",
    "lieu; mont; val; ville; fort; court; champ; pré; rive; chêne; noir; blanc",
  ),
  in: cross(
    "Ananth; Bala; Chandra; Deva; Ganesh; Hari; Jaya; Krishna; Madhu; Nara; Padma; Raghu; Rama; Siva; Sri; Venu; Vishwa",
    "raman; swamy; murthy; nathan; krishnan; prasad; kumar; rajan; sekar; moorthy; reddy; iah",
  ),
  nl: ["van der ", "van de ", "van ", "de ", ""].flatMap((particle) =>
    split(
      "Heide; Hoeven; Kamp; Laan; Molen; Poel; Sluis; Velde; Weide; Dijk; Brink; Horst; Beek; Wetering; Akker",
    ).map((x) => particle + x),
  ),
};
/** Share of people of an origin with a tail surname. */
export const TAIL_SHARE = 0.4;

/** Origins whose people often carry a middle name (shown in full or as an initial). */
export const MIDDLE_NAME_SHARE: Partial<Record<Origin, number>> = {
  en: 0.25,
  de: 0.08,
  nordic: 0.15,
  nl: 0.1,
};
/** Origins that write two surnames (Spanish: the first is the main one; Portuguese: the last). */
export const DOUBLE_SURNAME_SHARE: Partial<Record<Origin, number>> = { es: 0.5, pt: 0.5 };
/** Origins whose own order puts the family name first (the profile writes it given-first). */
export const FAMILY_FIRST = new Set<Origin>(["cn", "jp", "hu"]);

/** Where people of a country come from: the local groups (weighted), then anyone at `GLOBAL`. */
export const LOCAL_ORIGINS: Record<string, [Origin, number][]> = {
  DE: [["de", 1]],
  AT: [["de", 1]],
  CH: [
    ["de", 3],
    ["fr", 2],
    ["it", 1],
  ],
  LU: [
    ["fr", 1],
    ["de", 1],
  ],
  FR: [["fr", 1]],
  BE: [
    ["nl", 1],
    ["fr", 1],
  ],
  NL: [["nl", 1]],
  ES: [["es", 1]],
  MX: [["es", 1]],
  AR: [["es", 1]],
  CO: [["es", 1]],
  PT: [["pt", 1]],
  BR: [["pt", 1]],
  IT: [["it", 1]],
  PL: [["pl", 1]],
  CZ: [["cz", 1]],
  DK: [["nordic", 1]],
  SE: [["nordic", 1]],
  NO: [["nordic", 1]],
  FI: [["nordic", 1]],
  GB: [["en", 1]],
  IE: [["en", 1]],
  US: [["en", 1]],
  CA: [
    ["en", 3],
    ["fr", 1],
  ],
  AU: [["en", 1]],
  ZA: [["en", 1]],
  IN: [["in", 1]],
  SG: [
    ["cn", 3],
    ["in", 1],
  ],
  JP: [["jp", 1]],
  HU: [["hu", 1]],
  RO: [["ro", 1]],
  AE: [
    ["ar", 2],
    ["in", 1],
  ],
  SA: [["ar", 1]],
  EG: [["ar", 1]],
  IL: [["he", 1]],
};
export const GLOBAL: [Origin, number][] = [
  ["en", 25],
  ["in", 10],
  ["cn", 8],
  ["es", 7],
  ["de", 7],
  ["ar", 5],
  ["ru", 5],
  ["fr", 5],
  ["pt", 4],
  ["it", 4],
  ["pl", 3],
  ["tr", 3],
  ["nl", 2],
  ["nordic", 2],
  ["cz", 1],
  ["hu", 1],
  ["ro", 1],
  ["jp", 1],
  ["he", 1],
];
