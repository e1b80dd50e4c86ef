import { publishedDemoPasswords } from '../../openapi/domain/published-passwords';
import type { City } from '../../openapi/domain/cities';
import { deliveryDays, type DeliveryTerms } from '../../openapi/domain/delivery-terms';

/** A distributor of the demo catalogue and what it sells. */
export interface DemoSeller {
  username: string;
  firstName: string;
  lastName: string;
  sellerName: string;
  sellerIdentifier: string;
  phone: string;
  description: string;
  cities: City[];
  items: DemoItem[];
  variants: string[];
  /** The brands its products carry (issue #48); a product may carry none. */
  brands: string[];
  /** The TVA rate its goods are sold at: 11 % for food and soft drinks, 21 % for the rest (alcohol at 21 % whoever sells it). */
  vatRate: 11 | 21;
}

/** A product line: the name, its description, unit, packaging and a price range in RON. */
type DemoItem = [name: string, description: string, sellType: string, packageType: string, minPrice: number, maxPrice: number];

export const demoSellers: DemoSeller[] = [
  {
    username: 'cafeabuna',
    firstName: 'Andrei',
    lastName: 'Mocanu',
    sellerName: 'Cafea Bună Distribuție SRL',
    sellerIdentifier: 'RO31245671',
    phone: '0722101101',
    description: 'Cafea de specialitate și espresso pentru cafenele, hoteluri și restaurante.',
    cities: ['București', 'Ploiești', 'Pitești'],
    variants: ['Brazilia', 'Columbia', 'Etiopia', 'Guatemala', 'Honduras', 'Blend casei', 'Decofeinizată'],
    brands: ['Lavazza', 'Illy', 'Doncafé', 'Segafredo'],
    vatRate: 11,
    items: [
      ['Cafea boabe espresso 1 kg', 'Boabe prăjite mediu, aromă de ciocolată și alune, pentru espressoare profesionale.', 'kg', 'Pungă cu valvă', 65, 140],
      ['Cafea măcinată filtru 500 g', 'Măcinare medie pentru filtru și french press, prăjită săptămânal.', 'la bucata', 'Pungă', 28, 60],
      ['Capsule cafea compatibile (100 buc)', 'Capsule compostabile, intensitate 9, pentru aparate compatibile.', 'cutie', 'Cutie 100 buc', 90, 160],
      ['Cafea verde nepreparată 5 kg', 'Boabe verzi pentru prăjitorii proprii, recolta curentă.', 'kg', 'Sac iută', 180, 320],
      ['Pad-uri cafea ESE (150 buc)', 'Doze monoporție ESE 44 mm pentru birouri și camere de hotel.', 'cutie', 'Cutie 150 buc', 110, 190],
      ['Cafea cold brew concentrat 1 l', 'Concentrat de cafea extras la rece, se diluează 1:3.', 'litru', 'Sticlă', 35, 70],
      ['Ciocolată caldă praf 1 kg', 'Pudră de cacao pentru băuturi calde, dizolvare rapidă.', 'kg', 'Pungă', 40, 75],
      ['Ceai negru vrac 250 g', 'Ceai negru cu frunză întreagă, pentru servire la ceainic.', 'la bucata', 'Cutie metalică', 30, 65],
      ['Sirop aromă vanilie 1 l', 'Sirop pentru cafea și cocktailuri, fără coloranți artificiali.', 'litru', 'Sticlă', 32, 55],
      ['Zahăr plic 5 g (1000 buc)', 'Zahăr alb în plicuri individuale, personalizabile.', 'bax', 'Bax 1000 plicuri', 70, 110],
    ],
  },
  {
    username: 'bauturicarpati',
    firstName: 'Mihaela',
    lastName: 'Stoica',
    sellerName: 'Băuturi Carpați SRL',
    sellerIdentifier: 'RO28776541',
    phone: '0733202202',
    description: 'Apă minerală, sucuri naturale și vinuri românești pentru HoReCa.',
    cities: ['Brașov', 'Sibiu', 'Sinaia'],
    variants: ['bax 6', 'bax 12', 'bax 24', 'palet', 'ediție de toamnă', 'ediție de vară'],
    brands: ['Borsec', 'Dorna', 'Cramele Recaș', 'Ciuc'],
    vatRate: 11,
    items: [
      ['Apă minerală carbogazoasă 0,5 l', 'Apă minerală naturală din izvoarele Carpaților, sticlă PET.', 'bax', 'Bax PET', 18, 35],
      ['Apă plată 0,33 l sticlă', 'Apă de izvor în sticlă de sticlă, ideală pentru restaurante.', 'bax', 'Ladă sticle', 30, 55],
      ['Suc natural de mere 1 l', 'Suc presat la rece din mere românești, fără zahăr adăugat.', 'litru', 'Sticlă', 9, 16],
      ['Limonadă cu ghimbir 0,33 l', 'Limonadă artizanală cu ghimbir și lămâie.', 'bax', 'Bax sticle', 45, 80],
      ['Vin roșu Fetească Neagră 0,75 l', 'Vin sec din Dealu Mare, potrivit cu preparate din carne roșie.', 'la bucata', 'Sticlă', 35, 90],
      ['Vin alb Fetească Albă 0,75 l', 'Vin demisec, aromat, servit rece la 8–10 °C.', 'la bucata', 'Sticlă', 30, 75],
      ['Bere artizanală IPA 0,5 l', 'Bere nefiltrată, nepasteurizată, cu hamei aromat.', 'bax', 'Bax 20 sticle', 140, 220],
      ['Țuică de prune 0,5 l', 'Țuică tradițională, dublu distilată, 50% vol.', 'la bucata', 'Sticlă', 45, 95],
      ['Sirop de soc 0,7 l', 'Sirop din flori de soc, pentru limonade și cocktailuri.', 'la bucata', 'Sticlă', 18, 32],
      ['Apă tonică 0,2 l', 'Apă tonică pentru mixologie, cu chinină naturală.', 'bax', 'Bax 24 sticle', 60, 95],
    ],
  },
  {
    username: 'portelancristal',
    firstName: 'Radu',
    lastName: 'Ardeleanu',
    sellerName: 'Porțelan & Cristal Horeca SRL',
    sellerIdentifier: 'RO19988774',
    phone: '0744303303',
    description: 'Veselă din porțelan, pahare de cristal și tacâmuri pentru restaurante și hoteluri.',
    cities: ['Cluj-Napoca', 'Oradea', 'Târgu Mureș'],
    variants: ['albă', 'crem', 'linia Clasic', 'linia Bistro', 'set 6 buc', 'set 12 buc'],
    brands: ['Alba Iulia Porțelan', 'Bohemia', 'Luminarc'],
    vatRate: 21,
    items: [
      ['Farfurie întinsă porțelan 27 cm', 'Porțelan rezistent la mașina de spălat vase și la cuptorul cu microunde.', 'la bucata', 'Cutie', 14, 45],
      ['Farfurie adâncă porțelan 22 cm', 'Pentru supe și ciorbe, margine lată.', 'la bucata', 'Cutie', 12, 40],
      ['Ceașcă espresso cu farfurioară 80 ml', 'Pereți groși care păstrează temperatura cafelei.', 'set', 'Cutie', 18, 55],
      ['Pahar vin roșu cristal 450 ml', 'Cristal fără plumb, picior înalt, gravabil.', 'set', 'Cutie 6 buc', 90, 240],
      ['Pahar apă 300 ml', 'Sticlă călită, stivuibil, pentru servire intensivă.', 'set', 'Cutie 12 buc', 45, 120],
      ['Flute șampanie 200 ml', 'Cristal subțire, pentru evenimente și recepții.', 'set', 'Cutie 6 buc', 80, 210],
      ['Tacâmuri inox 18/10 (24 piese)', 'Set complet pentru 6 persoane, finisaj lucios.', 'set', 'Cutie', 150, 420],
      ['Bol salată porțelan 18 cm', 'Bol adânc pentru salate și deserturi.', 'la bucata', 'Cutie', 10, 35],
      ['Platou servire oval 35 cm', 'Platou pentru aperitive și preparate la grătar.', 'la bucata', 'Cutie', 35, 95],
      ['Carafă sticlă 1 l', 'Carafă pentru apă și vin, gât larg ușor de spălat.', 'la bucata', 'Cutie', 25, 70],
    ],
  },
  {
    username: 'echipamentepro',
    firstName: 'Bogdan',
    lastName: 'Vlad',
    sellerName: 'Echipamente Bucătărie Pro SRL',
    sellerIdentifier: 'RO22334451',
    phone: '0755404404',
    description: 'Echipamente profesionale pentru bucătării comerciale, cu montaj și service.',
    cities: ['Timișoara', 'Arad', 'Deva'],
    variants: ['model 2024', 'model 2025', 'inox AISI 304', 'cu garanție extinsă', 'recondiționat', 'varianta compactă'],
    brands: ['Rational', 'Electrolux Professional', 'Bartscher'],
    vatRate: 21,
    items: [
      ['Cuptor convecție cu abur 10 tăvi GN 1/1', 'Cuptor combi cu abur, control digital, autocurățare.', 'la bucata', 'Palet', 18000, 42000],
      ['Mixer planetar 20 l', 'Trei viteze, cu tel, paletă și cârlig pentru aluat.', 'la bucata', 'Cutie', 4200, 9800],
      ['Mașină de spălat vase cu capotă', 'Ciclu de 60 de secunde, dedurizator încorporat.', 'la bucata', 'Palet', 9500, 21000],
      ['Frigider vertical 600 l', 'Refrigerare ventilată, uși de sticlă, 2–8 °C.', 'la bucata', 'Palet', 5200, 11000],
      ['Plită inducție 4 zone', 'Plită profesională 14 kW, protecție la supraîncălzire.', 'la bucata', 'Cutie', 6500, 14500],
      ['Friteuză electrică 2 × 8 l', 'Două cuve independente, termostat de siguranță.', 'la bucata', 'Cutie', 1800, 4200],
      ['Mașină de vidat cu cameră', 'Pentru sous-vide și păstrarea alimentelor, bară de 42 cm.', 'la bucata', 'Cutie', 3800, 8900],
      ['Feliator mezeluri 300 mm', 'Lamă din oțel cromat, ascuțitor încorporat.', 'la bucata', 'Cutie', 2100, 4800],
      ['Masă de lucru inox 1800 mm', 'Blat inox cu poliță inferioară, reglabilă pe înălțime.', 'la bucata', 'Palet', 1200, 2900],
      ['Hotă profesională 2000 mm', 'Hotă de perete cu filtre de grăsime inox.', 'la bucata', 'Palet', 3500, 7800],
    ],
  },
  {
    username: 'curatpro',
    firstName: 'Elena',
    lastName: 'Munteanu',
    sellerName: 'Curat Profesional SRL',
    sellerIdentifier: 'RO27654325',
    phone: '0766505505',
    description: 'Detergenți și consumabile de curățenie pentru bucătării și hoteluri.',
    cities: ['Iași', 'Bacău', 'Suceava'],
    variants: ['5 l', '10 l', '20 l', 'concentrat', 'ecologic', 'parfum lămâie'],
    brands: ['Ecolab', 'Diversey', 'Kärcher'],
    vatRate: 21,
    items: [
      ['Detergent vase profesional', 'Pentru mașini industriale de spălat vase, apă dură.', 'canistra', 'Canistră', 60, 180],
      ['Degresant bucătărie', 'Îndepărtează grăsimea arsă de pe plite, hote și cuptoare.', 'canistra', 'Canistră', 45, 140],
      ['Dezinfectant suprafețe', 'Biocid avizat, acțiune în 5 minute, fără clătire.', 'canistra', 'Canistră', 55, 160],
      ['Soluție clătire mașini vase', 'Uscare rapidă fără urme, pentru pahare strălucitoare.', 'canistra', 'Canistră', 50, 150],
      ['Detergent rufe hotel', 'Pentru lenjerii albe, eficient de la 40 °C.', 'canistra', 'Canistră', 70, 210],
      ['Saci menajeri 120 l (rolă 10)', 'Polietilenă rezistentă, cu cordon de închidere.', 'rola', 'Bax 20 role', 90, 150],
      ['Prosoape hârtie rolă industrială', 'Hârtie dublu strat, 150 m pe rolă.', 'bax', 'Bax 6 role', 65, 120],
      ['Săpun lichid mâini', 'Cu glicerină, pH neutru, pentru dozatoare.', 'canistra', 'Canistră', 30, 90],
      ['Lavete microfibră (set 10)', 'Coduri de culoare pe zone de lucru HACCP.', 'set', 'Pachet', 35, 70],
      ['Mănuși nitril (100 buc)', 'Fără pudră, pentru manipularea alimentelor.', 'cutie', 'Cutie 100 buc', 25, 55],
    ],
  },
  {
    username: 'fermaverde',
    firstName: 'Ionuț',
    lastName: 'Dobre',
    sellerName: 'Ferma Verde Proaspăt SRL',
    sellerIdentifier: 'RO30112235',
    phone: '0777606606',
    description: 'Legume și fructe proaspete de la producători locali, livrare zilnică.',
    cities: ['Constanța', 'Mangalia', 'Tulcea', 'Brăila'],
    variants: ['calitatea I', 'bio', 'din seră', 'de câmp', 'ladă 10 kg', 'ladă 20 kg'],
    brands: ['Ferma Verde'],
    vatRate: 11,
    items: [
      ['Roșii cherry', 'Culese la maturitate, gust dulce, pentru salate.', 'kg', 'Caserolă', 12, 28],
      ['Cartofi albi', 'Cartofi pentru prăjit și piure, calibrați.', 'kg', 'Sac 25 kg', 2, 5],
      ['Castraveți', 'Castraveți cornichon pentru salate și murături.', 'kg', 'Ladă', 5, 12],
      ['Ardei gras roșu', 'Ardei cărnos, potrivit pentru umplut și copt.', 'kg', 'Ladă', 8, 18],
      ['Ceapă galbenă', 'Ceapă uscată, depozitare îndelungată.', 'kg', 'Sac 20 kg', 2, 5],
      ['Mere ionatan', 'Mere românești crocante, pentru desert și compot.', 'kg', 'Ladă', 3, 8],
      ['Salată verde', 'Căpățâni proaspete, spălate, gata de servit.', 'la bucata', 'Ladă', 3, 7],
      ['Ciuperci champignon', 'Ciuperci albe proaspete, livrate zilnic.', 'kg', 'Caserolă', 10, 22],
      ['Verdețuri mix (pătrunjel, mărar, leuștean)', 'Legături proaspete pentru ciorbe și salate.', 'legatura', 'Ladă', 1, 4],
      ['Lămâi', 'Lămâi pentru bar și bucătărie, coajă netratată.', 'kg', 'Ladă', 7, 15],
    ],
  },
  {
    username: 'lactatemunte',
    firstName: 'Ana',
    lastName: 'Bucur',
    sellerName: 'Lactate de Munte SRL',
    sellerIdentifier: 'RO25667787',
    phone: '0788707707',
    description: 'Brânzeturi și lactate tradiționale din zona montană.',
    cities: ['Sibiu', 'Alba Iulia', 'Râmnicu Vâlcea'],
    variants: ['ambalat vidat', 'la kilogram', 'porționat', 'pentru bucătărie', 'maturat', 'proaspăt'],
    brands: ['Napolact', 'Covalact', 'Fulga'],
    vatRate: 11,
    items: [
      ['Telemea de oaie', 'Telemea în saramură, maturată 30 de zile.', 'kg', 'Găleată', 35, 60],
      ['Cașcaval Dalia', 'Cașcaval semitare pentru pizza și gratinare.', 'kg', 'Calup', 32, 55],
      ['Brânză de burduf', 'Brânză frământată în coajă de brad, tradițională.', 'kg', 'Coajă de brad', 60, 110],
      ['Smântână 30% grăsime', 'Smântână groasă pentru ciorbe și deserturi.', 'kg', 'Găleată', 14, 26],
      ['Unt 82% grăsime', 'Unt din smântână dulce, pentru patiserie.', 'kg', 'Calup', 40, 70],
      ['Iaurt grecesc 10%', 'Iaurt strecurat, cremos, pentru mic-dejun.', 'kg', 'Găleată', 16, 30],
      ['Lapte integral 3,5%', 'Lapte pasteurizat din ferme montane.', 'litru', 'Bax 12 l', 5, 9],
      ['Mozzarella pentru pizza', 'Se topește uniform, feliere ușoară.', 'kg', 'Calup', 28, 48],
      ['Urdă proaspătă', 'Pentru plăcinte, papanași și clătite.', 'kg', 'Caserolă', 18, 32],
      ['Frișcă lichidă 35%', 'Pentru bătut și sosuri, stabilă la fierbere.', 'litru', 'Bax 6 l', 22, 38],
    ],
  },
  {
    username: 'brutariaart',
    firstName: 'Cristian',
    lastName: 'Pop',
    sellerName: 'Brutăria Artizanală SRL',
    sellerIdentifier: 'RO33445560',
    phone: '0799808808',
    description: 'Pâine cu maia, produse de patiserie și deserturi, coapte în fiecare noapte.',
    cities: ['Oradea', 'Satu Mare', 'Baia Mare', 'Zalău'],
    variants: ['500 g', '1 kg', 'feliat', 'congelat', 'porții individuale', 'bax 20 buc'],
    brands: ['Brutăria Artizanală'],
    vatRate: 11,
    items: [
      ['Pâine cu maia', 'Fermentație lentă de 24 de ore, coajă crocantă.', 'la bucata', 'Pungă hârtie', 6, 14],
      ['Baghetă franțuzească', 'Coaptă pe vatră, pentru sandvișuri și bruschete.', 'la bucata', 'Pungă hârtie', 3, 7],
      ['Chifle burger cu susan', 'Moi și rezistente la sosuri, 90 g bucata.', 'bax', 'Cutie', 25, 50],
      ['Croissant cu unt', 'Aluat foietat cu unt, gata de copt.', 'bax', 'Cutie', 40, 85],
      ['Covrigi cu sare', 'Covrigi tradiționali, livrați proaspeți dimineața.', 'bax', 'Ladă', 20, 40],
      ['Cozonac cu nucă', 'Cozonac tradițional cu umplutură bogată.', 'la bucata', 'Cutie', 30, 60],
      ['Pâine integrală cu semințe', 'Făină integrală, semințe de floarea-soarelui și in.', 'la bucata', 'Pungă hârtie', 7, 15],
      ['Blat tort pandișpan', 'Blat pufos pentru torturi, diametru 26 cm.', 'la bucata', 'Cutie', 18, 35],
      ['Foietaj cu brânză', 'Plăcintă cu brânză dulce sau sărată.', 'bax', 'Cutie', 35, 70],
      ['Pesmet din pâine albă', 'Pentru șnițele și pane, fără aditivi.', 'kg', 'Pungă', 8, 15],
    ],
  },
  {
    username: 'textilehotel',
    firstName: 'Laura',
    lastName: 'Enache',
    sellerName: 'Textile Hoteliere SRL',
    sellerIdentifier: 'RO29887769',
    phone: '0720909909',
    description: 'Lenjerii, prosoape și fețe de masă pentru hoteluri, pensiuni și restaurante.',
    cities: ['Sinaia', 'Brașov', 'Sighișoara', 'Piatra Neamț'],
    variants: ['alb', 'ivoire', 'gri perlă', 'bumbac 100%', 'satin', 'set hotelier'],
    brands: ['Dormeo', 'Hotel Line'],
    vatRate: 21,
    items: [
      ['Lenjerie pat dublu', 'Bumbac satinat 300 fire, rezistent la spălări industriale.', 'set', 'Husă', 120, 280],
      ['Prosop baie 70 × 140 cm', 'Bumbac 500 g/m², absorbant și moale.', 'la bucata', 'Pachet', 25, 60],
      ['Halat baie', 'Halat din bumbac cu glugă, mărimi S–XL.', 'la bucata', 'Cutie', 70, 160],
      ['Față de masă 140 × 240 cm', 'Poliester-bumbac, fără călcare.', 'la bucata', 'Pachet', 45, 110],
      ['Șervețele textile 50 × 50 cm', 'Set pentru restaurante, rezistente la pete.', 'set', 'Pachet 12 buc', 60, 130],
      ['Pilotă hotel 200 × 220 cm', 'Umplutură din microfibră, hipoalergenică.', 'la bucata', 'Husă', 150, 320],
      ['Pernă hotel 50 × 70 cm', 'Fermitate medie, lavabilă la 60 °C.', 'la bucata', 'Husă', 35, 80],
      ['Covoraș baie', 'Bumbac, antiderapant, 50 × 80 cm.', 'la bucata', 'Pachet', 20, 45],
      ['Șorț bucătar', 'Cu buzunare, bumbac gros, imprimabil cu sigla.', 'la bucata', 'Pachet', 30, 65],
      ['Tunică ospătar', 'Croială modernă, material respirabil.', 'la bucata', 'Pachet', 80, 170],
    ],
  },
  {
    username: 'ambalajeeco',
    firstName: 'Sorin',
    lastName: 'Marinescu',
    sellerName: 'Ambalaje Eco SRL',
    sellerIdentifier: 'RO34556672',
    phone: '0741010010',
    description: 'Ambalaje compostabile pentru livrare și take-away.',
    cities: ['Craiova', 'Slatina', 'Târgu Jiu', 'Drobeta-Turnu Severin'],
    variants: ['100 buc', '500 buc', '1000 buc', 'kraft', 'albe', 'personalizate'],
    brands: ['EcoPack', 'Huhtamaki'],
    vatRate: 21,
    items: [
      ['Pahare carton 250 ml', 'Pahare pentru băuturi calde, perete dublu.', 'bax', 'Bax', 40, 160],
      ['Capace pahare 80 mm', 'Capace compostabile cu orificiu pentru băut.', 'bax', 'Bax', 25, 90],
      ['Caserole cartonate 750 ml', 'Pentru mâncare caldă, rezistente la grăsimi.', 'bax', 'Bax', 60, 220],
      ['Cutii pizza 33 cm', 'Carton ondulat, aerisire laterală.', 'bax', 'Bax', 70, 260],
      ['Tacâmuri lemn (set)', 'Furculiță, cuțit și lingură din lemn de mesteacăn.', 'bax', 'Bax', 45, 150],
      ['Pungi hârtie cu mâner', 'Pungi kraft pentru livrări, rezistente.', 'bax', 'Bax', 50, 180],
      ['Paie hârtie', 'Paie biodegradabile pentru băuturi reci.', 'bax', 'Bax', 15, 60],
      ['Șervețele masă 2 straturi', 'Șervețele 33 × 33 cm pentru restaurante.', 'bax', 'Bax', 30, 110],
      ['Folie alimentară 300 m', 'Folie stretch cu dispenser și cuțit.', 'rola', 'Cutie', 35, 80],
      ['Hârtie copt 50 m', 'Hârtie siliconată pentru patiserie și cuptoare.', 'rola', 'Cutie', 20, 55],
    ],
  },
];

/** The demo accounts' passwords are published (README): the password judge refuses them for anyone else. */
export const demoAdmin = { username: 'admin', password: publishedDemoPasswords.administrator, email: 'admin@cataloghoreca.local' };
/** A second administrator: a seller's complaint against a decision is decided by another administrator than the one who took it (issue #51). */
export const demoModerator = { username: 'moderator', password: publishedDemoPasswords.administrator, email: 'moderator@cataloghoreca.local' };
export const demoSellerPassword = publishedDemoPasswords.sellers;

/**
 * What the `position`th demo seller says of delivery (issue #49): their own cities, two to six
 * days a week, a cut-off between 12:00 and 16:00, a minimum order and a delivery cost in RON. The
 * last seller has said nothing yet, so the demo shows that too.
 */
export function demoDeliveryTerms(seller: DemoSeller, position: number): DeliveryTerms | null {
  if (position === demoSellers.length - 1) return null;
  return {
    cities: seller.cities,
    days: deliveryDays.filter((_, day) => day < 6 && (day + position) % (position % 3 === 0 ? 1 : 2) === 0),
    cutoffHour: 12 + (position % 5),
    minimumOrder: 150 + 50 * (position % 6),
    deliveryCost: position % 4 === 0 ? 0 : 25,
    ...(position % 4 === 0 ? {} : { freeDeliveryFrom: 1_000 }),
  };
}
