/**
 * The words a generated HoReCa catalogue is made of: what distributors in Romania list, with
 * Romanian diacritics where the words carry them. Products draw nouns by a Zipf law, so a few
 * (coffee, glasses, napkins) are very common and most are rare, as in a real catalogue.
 */

/** Product nouns, most common first. */
export const nouns = [
  'Cafea', 'Pahare', 'Șervețele', 'Farfurii', 'Detergent', 'Ceai', 'Apă minerală', 'Vin', 'Zahăr', 'Ulei',
  'Făină', 'Lapte', 'Brânză', 'Cașcaval', 'Smântână', 'Unt', 'Iaurt', 'Ouă', 'Pâine', 'Cozonac',
  'Ciocolată', 'Biscuiți', 'Napolitane', 'Suc', 'Bere', 'Țuică', 'Pălincă', 'Whisky', 'Votcă', 'Lichior',
  'Sirop', 'Miere', 'Gem', 'Dulceață', 'Compot', 'Murături', 'Zacuscă', 'Mezeluri', 'Salam', 'Cârnați',
  'Șuncă', 'Pastramă', 'Piept de pui', 'Pulpe de pui', 'Ceafă de porc', 'Mușchi de vită', 'Somon', 'Păstrăv', 'Crap', 'Creveți',
  'Orez', 'Paste', 'Mălai', 'Griș', 'Fasole', 'Linte', 'Năut', 'Mazăre', 'Porumb', 'Ciuperci',
  'Roșii', 'Castraveți', 'Ardei', 'Ceapă', 'Usturoi', 'Cartofi', 'Morcovi', 'Varză', 'Salată', 'Spanac',
  'Mere', 'Pere', 'Portocale', 'Lămâi', 'Banane', 'Struguri', 'Căpșuni', 'Afine', 'Nuci', 'Migdale',
  'Condimente', 'Piper', 'Sare', 'Oțet', 'Muștar', 'Ketchup', 'Maioneză', 'Sos', 'Bulion', 'Drojdie',
  'Cești', 'Căni', 'Boluri', 'Tăvi', 'Tacâmuri', 'Furculițe', 'Cuțite', 'Linguri', 'Lingurițe', 'Platouri',
  'Oale', 'Tigăi', 'Cratițe', 'Polonice', 'Tocătoare', 'Răzătoare', 'Strecurători', 'Termometre', 'Cântare', 'Feliatoare',
  'Espressor', 'Cafetieră', 'Râșniță', 'Fierbător', 'Prăjitor', 'Cuptor', 'Plită', 'Friteuză', 'Grătar', 'Mixer',
  'Blender', 'Storcător', 'Frigider', 'Congelator', 'Vitrină frigorifică', 'Mașină de spălat vase', 'Hotă', 'Dozator', 'Uscător de mâini', 'Aspirator',
  'Prosoape', 'Lenjerie', 'Halate', 'Papuci', 'Fețe de masă', 'Naproane', 'Perne', 'Pilote', 'Saltele', 'Perdele',
  'Săpun lichid', 'Șampon', 'Gel de duș', 'Dezinfectant', 'Clor', 'Soluție geamuri', 'Degresant', 'Lavete', 'Bureți', 'Mănuși',
  'Saci menajeri', 'Folie alimentară', 'Folie aluminiu', 'Caserole', 'Cutii pizza', 'Pungi', 'Hârtie de copt', 'Paie', 'Scobitori', 'Lumânări',
];

/** What a product is like: cut, kind, quality, use. */
export const qualifiers = [
  'boabe', 'măcinată', 'solubilă', 'decofeinizată', 'verde', 'negru', 'roșu', 'alb', 'roze', 'sec',
  'demisec', 'dulce', 'acrișor', 'proaspăt', 'congelat', 'afumat', 'uscat', 'bio', 'ecologic', 'tradițional',
  'artizanal', 'premium', 'profesional', 'industrial', 'economic', 'de unică folosință', 'reutilizabil', 'compostabil', 'din porțelan', 'din sticlă',
  'din cristal', 'din inox', 'din lemn', 'din bambus', 'din bumbac', 'din microfibră', 'cu capac', 'cu mâner', 'antiaderent', 'termorezistent',
  'pentru vin', 'pentru apă', 'pentru cocktail', 'pentru espresso', 'pentru ceai', 'pentru desert', 'pentru pizza', 'pentru grătar', 'pentru hotel', 'pentru bar',
  'extra', 'fin', 'grișat', 'integral', 'semiînțărcat', 'degresat', 'gras', 'picant', 'dulce-acrișor', 'aromat',
  'parfumat', 'neutru', 'concentrat', 'lichid', 'pudră', 'tablete', 'capsule', 'pliat', 'rulou', 'set',
];

/** Producers and private labels, Romanian and foreign. */
export const brands = [
  'Lavazza', 'Illy', 'Jacobs', 'Doncafe', 'Tchibo', 'Segafredo', 'Pellini', 'Julius Meinl', 'Borsec', 'Dorna',
  'Aqua Carpatica', 'Bucovina', 'Zizin', 'Murfatlar', 'Cotnari', 'Recaș', 'Jidvei', 'Purcari', 'Ursus', 'Timișoreana',
  'Ciuc', 'Napolact', 'Covalact', 'Zuzu', 'Olympus', 'Hochland', 'Delaco', 'Angst', 'Caroli', 'Cris-Tim',
  'Pambac', 'Boromir', 'Vel Pitar', 'Barilla', 'Arosa', 'Baneasa', 'Kandia', 'Rom', 'Poiana', 'Milka',
  'Luxor', 'Pirex', 'Arcoroc', 'Bormioli', 'Pasabahce', 'Villeroy', 'Tescoma', 'Fiskars', 'Victorinox', 'Zwilling',
  'Bosch', 'Electrolux', 'Whirlpool', 'Fagor', 'Rational', 'Winterhalter', 'Hendi', 'Bartscher', 'Saeco', 'La Cimbali',
  'Tork', 'Katrin', 'Zewa', 'Sano', 'Domestos', 'Ecolab', 'Diversey', 'Vileda', 'Chef', 'Horeca Pro',
];

/** Sizes and packs, as they end a product's name. */
export const sizes = [
  '250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '25 kg', '100 ml', '250 ml', '330 ml',
  '0,5 l', '0,75 l', '1 l', '1,5 l', '2 l', '5 l', '10 l', '20 l', 'set 6 buc', 'set 12 buc',
  'bax 6', 'bax 12', 'bax 24', 'cutie 50 buc', 'cutie 100 buc', 'rolă 300 m', '24 x 330 ml', '6 x 0,75 l', '2 x 1 kg', 'la bucată',
  '28 cm', '32 cm', '40 cm', '60 x 40 cm', '20 cl', '35 cl', '45 cl', 'GN 1/1', 'GN 1/2', '2000 W',
];

/** Where and how a product is used, for descriptions. */
export const uses = [
  'restaurante', 'hoteluri', 'cafenele', 'baruri', 'pizzerii', 'cofetării', 'cantine', 'catering', 'terase', 'pensiuni',
  'bucătării profesionale', 'evenimente', 'room service', 'mic dejun', 'bufet suedez', 'livrări la domiciliu',
];

/** The sentences descriptions are made of; `{noun}`, `{qualifier}`, `{use}`, `{brand}` are filled in. */
export const descriptionTemplates = [
  '{noun} {qualifier} de la {brand}, potrivit pentru {use}.',
  'Produs {qualifier}, ales de {use} din toată țara.',
  'Calitate constantă, livrare rapidă în 24 de ore pentru {use}.',
  'Ambalaj rezistent, ușor de depozitat. Recomandat pentru {use} și {use}.',
  'Preț de distribuitor pentru comenzi mari; reduceri la bax.',
  'Certificat pentru contact alimentar, conform normelor europene.',
  'Se păstrează la loc uscat și răcoros, ferit de lumina directă.',
  'Gustul autentic pe care îl caută clienții {use}.',
  'Garanție 24 de luni și service în București, Cluj-Napoca și Iași.',
  'Rezistă la spălarea în mașina de vase; nu se decolorează.',
  'Stoc permanent în depozitul nostru; comanda minimă este un bax.',
  'Importat direct de la producător, fără intermediari.',
];
