/**
 * Places and companies as CRMs write them, for the identify evaluation: each city of the
 * independent and natural generators (../independent/vocab.ts, ../natural/world.ts) with the names
 * of its metropolitan area and some of its suburbs or neighbouring towns (real geography, written
 * here by hand), and the legal forms companies carry in their home countries.
 */
import { CITIES, COUNTRIES } from "../independent/vocab.ts";
import { NEW_CITIES, NEW_COUNTRIES } from "../natural/world.ts";

/** City id -> [country code, spellings]: both generators' cities. */
export const ALL_CITIES: Record<string, [string, string[]]> = Object.fromEntries(
  [...Object.entries(CITIES), ...Object.entries(NEW_CITIES)].map(([id, [iso2, , spellings]]) => [
    id,
    [iso2, spellings],
  ]),
);
export const ALL_COUNTRIES: Record<string, string[]> = { ...COUNTRIES, ...NEW_COUNTRIES };

const m = (metro: string, suburbs: string) => ({
  metro: metro.split(";").map((s) => s.trim()),
  suburbs: suburbs.split(";").map((s) => s.trim()),
});

/** City id -> the metro area's names and towns or districts within it. */
export const METROS: Record<string, { metro: string[]; suburbs: string[] }> = {
  munich: m(
    "Greater Munich Metropolitan Area; Munich Metropolitan Region",
    "Garching bei München; Unterföhring; Ismaning; Unterschleißheim; Planegg",
  ),
  berlin: m("Berlin Metropolitan Area; Greater Berlin Area", "Potsdam; Teltow; Kleinmachnow; Schönefeld"),
  cologne: m("Cologne Bonn Region; Greater Cologne Area", "Leverkusen; Hürth; Bergisch Gladbach; Frechen"),
  frankfurt: m(
    "Frankfurt Rhine-Main Metropolitan Area; Rhein-Main",
    "Offenbach am Main; Eschborn; Bad Homburg; Neu-Isenburg",
  ),
  nuremberg: m("Nuremberg Metropolitan Region; Metropolregion Nürnberg", "Fürth; Erlangen; Schwabach"),
  vienna: m("Vienna Metropolitan Area; Greater Vienna", "Schwechat; Mödling; Klosterneuburg"),
  zurich: m("Greater Zurich Area; Zurich Metropolitan Area", "Winterthur; Dübendorf; Wallisellen; Kloten"),
  geneva: m("Greater Geneva; Grand Genève", "Carouge; Meyrin; Vernier; Lancy"),
  lisbon: m("Lisbon Metropolitan Area; Área Metropolitana de Lisboa", "Oeiras; Cascais; Amadora; Almada"),
  porto: m("Porto Metropolitan Area; Área Metropolitana do Porto", "Vila Nova de Gaia; Matosinhos; Maia"),
  prague: m("Prague Metropolitan Area; Greater Prague", "Říčany; Černošice; Brandýs nad Labem"),
  warsaw: m("Warsaw Metropolitan Area; Greater Warsaw Area", "Piaseczno; Pruszków; Legionowo; Marki"),
  krakow: m("Kraków Metropolitan Area; Greater Kraków", "Wieliczka; Skawina; Zabierzów"),
  copenhagen: m("Copenhagen Metropolitan Area; Greater Copenhagen", "Frederiksberg; Gentofte; Hellerup"),
  gothenburg: m("Gothenburg Metropolitan Area; Storgöteborg", "Mölndal; Partille; Kungsbacka"),
  stockholm: m("Stockholm Metropolitan Area; Greater Stockholm", "Solna; Sundbyberg; Nacka; Kista"),
  milan: m("Milan Metropolitan Area; Greater Milan", "Sesto San Giovanni; Monza; Rho; Segrate"),
  rome: m("Rome Metropolitan Area; Greater Rome", "Fiumicino; Guidonia Montecelio; Frascati"),
  brussels: m("Brussels Metropolitan Area; Brussels Capital Region", "Zaventem; Ixelles; Uccle; Vilvoorde"),
  the_hague: m("The Hague Metropolitan Area; Haaglanden", "Rijswijk; Delft; Leidschendam-Voorburg"),
  amsterdam: m("Amsterdam Metropolitan Area; Metropoolregio Amsterdam", "Amstelveen; Diemen; Hoofddorp"),
  paris: m(
    "Greater Paris Metropolitan Region; Île-de-France",
    "Boulogne-Billancourt; Issy-les-Moulineaux; Neuilly-sur-Seine; Levallois-Perret",
  ),
  madrid: m("Madrid Metropolitan Area; Comunidad de Madrid", "Alcobendas; Pozuelo de Alarcón; Las Rozas"),
  seville: m("Seville Metropolitan Area; Área metropolitana de Sevilla", "Dos Hermanas; Alcalá de Guadaíra"),
  london: m(
    "London Area, United Kingdom; London Metropolitan Area",
    "Croydon; Richmond upon Thames; Watford; Harrow",
  ),
  dublin: m("Dublin Metropolitan Area; County Dublin", "Dún Laoghaire; Blanchardstown; Swords; Sandyford"),
  mumbai: m("Mumbai Metropolitan Region; Greater Mumbai", "Thane; Navi Mumbai; Powai; Andheri"),
  bengaluru: m("Bengaluru Urban; Greater Bengaluru Area", "Whitefield; Electronic City; Koramangala"),
  chennai: m("Chennai Metropolitan Area; Greater Chennai", "Tambaram; Sholinganallur; Guindy"),
  kolkata: m("Kolkata Metropolitan Area; Greater Kolkata", "Bidhannagar; Howrah; New Town"),
  new_york: m(
    "New York City Metropolitan Area; Greater New York City Area",
    "Brooklyn; Jersey City; Hoboken; Yonkers",
  ),
  san_francisco: m("San Francisco Bay Area; Bay Area", "Oakland; San Mateo; Daly City; South San Francisco"),
  montreal: m("Greater Montreal; Grand Montréal", "Laval; Longueuil; Brossard; Westmount"),
  sao_paulo: m("Greater São Paulo; Grande São Paulo", "Osasco; Guarulhos; Santo André; Barueri"),
  tel_aviv: m("Tel Aviv Metropolitan Area; Gush Dan", "Ramat Gan; Herzliya; Petah Tikva; Givatayim"),
  tokyo: m("Greater Tokyo Area; Tokyo Metropolitan Area", "Kawasaki; Yokohama; Saitama"),
  toronto: m("Toronto Metropolitan Area; GTA", "Mississauga; Markham; Vaughan; Scarborough"),
  vancouver: m("Greater Vancouver; Metro Vancouver", "Burnaby; North Vancouver; Coquitlam"),
  oslo: m("Greater Oslo Region; Stor-Oslo", "Bærum; Lysaker; Lillestrøm; Asker"),
  helsinki: m("Helsinki Metropolitan Area; Greater Helsinki", "Espoo; Vantaa; Kauniainen"),
  barcelona: m(
    "Barcelona Metropolitan Area; Àrea Metropolitana de Barcelona",
    "L'Hospitalet de Llobregat; Badalona; Sant Cugat del Vallès",
  ),
  valencia: m("Valencia Metropolitan Area; Àrea Metropolitana de València", "Paterna; Torrent; Burjassot"),
  luxembourg: m("Canton of Luxembourg", "Strassen; Bertrange; Hesperange"),
  budapest: m("Budapest Metropolitan Area; Greater Budapest", "Budaörs; Érd; Szentendre"),
  bucharest: m("Bucharest Metropolitan Area; Greater Bucharest", "Voluntari; Otopeni; Chiajna"),
  dubai: m("Dubai Emirate; Dubai Metropolitan Area", "Jebel Ali; Al Barsha; Dubai Silicon Oasis"),
  riyadh: m("Riyadh Region; Greater Riyadh", "Diriyah; Al Olaya"),
  cairo: m("Greater Cairo; Cairo Governorate", "Giza; New Cairo; Nasr City; Heliopolis"),
  johannesburg: m("Greater Johannesburg; Gauteng", "Sandton; Randburg; Midrand; Rosebank"),
  singapore: m("Central Region, Singapore", "Jurong East; Tampines; Woodlands"),
  sydney: m("Greater Sydney; Sydney Metropolitan Area", "Parramatta; North Sydney; Chatswood"),
  mexico_city: m("Greater Mexico City; Valle de México", "Naucalpan; Tlalnepantla; Coyoacán"),
  buenos_aires: m("Greater Buenos Aires; Gran Buenos Aires", "Vicente López; San Isidro; Olivos; Avellaneda"),
  bogota: m("Bogotá Metropolitan Area; Sabana de Bogotá", "Chía; Soacha; Cajicá; Mosquera"),
};

/** Company headquarters country (as ../natural/world.ts writes it) -> the legal forms used there. */
export const LEGAL_FORMS: Record<string, string[]> = {
  Germany: ["GmbH", "AG", "GmbH & Co. KG", "SE"],
  "United Kingdom": ["Ltd", "Ltd.", "Limited", "PLC"],
  "United States": ["Inc.", "Inc", ", Inc.", "LLC", "Corp."],
  Netherlands: ["B.V.", "BV", "N.V."],
  Switzerland: ["AG", "SA", "GmbH"],
  France: ["SAS", "SA", "S.A.S."],
  Finland: ["Oy", "Oyj"],
  Sweden: ["AB"],
  Poland: ["sp. z o.o.", "S.A."],
  Canada: ["Inc.", "Ltd."],
  Spain: ["S.L.", "S.A.", "SL"],
  Brazil: ["Ltda.", "S.A."],
  Portugal: ["Lda.", "S.A."],
  Ireland: ["Ltd", "Limited", "DAC"],
  India: ["Pvt. Ltd.", "Private Limited"],
  Israel: ["Ltd."],
  Denmark: ["ApS", "A/S"],
  Australia: ["Pty Ltd", "Pty. Ltd."],
  Czechia: ["s.r.o.", "a.s."],
};
/** Legal forms an employer's own name may already end with (removed by the legal-suffix class). */
export const TRAILING_FORM = /\s+(AG|LLP|GmbH|Ltd\.?|Inc\.?|S\.A\.|B\.V\.)$/;
