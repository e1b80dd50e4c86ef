import { sharpOf } from '../deferred-packages';

/**
 * The demo catalogue's photos, drawn here rather than shipped or downloaded (issue #29): one
 * of six objects a HoReCa catalogue sells (a bag, a bottle, a cup, a box, a plate, a jar), on
 * the seller's colour, at 800 × 600, as a camera's JPEG would arrive. Shapes only: no text,
 * so no font is needed.
 */
const objects = {
  bag: '<path d="M300 150 h200 l30 330 h-260z" fill="#8b5e3c"/><rect x="300" y="150" width="200" height="40" fill="#6f4a2f"/><circle cx="400" cy="260" r="18" fill="#3b2a1d"/>',
  bottle:
    '<rect x="370" y="110" width="60" height="90" rx="10" fill="#2f6b4f"/><rect x="330" y="190" width="140" height="300" rx="40" fill="#3f8f6a"/><rect x="350" y="300" width="100" height="90" fill="#f3efe4"/>',
  cup: '<ellipse cx="400" cy="450" rx="190" ry="40" fill="#f7f4ee"/><path d="M290 250 h220 l-25 190 h-170z" fill="#fbfbf8"/><path d="M510 290 q70 10 40 80 q-20 30 -45 20" fill="none" stroke="#fbfbf8" stroke-width="22"/>',
  box: '<path d="M250 220 l150 -60 l150 60 v220 l-150 60 l-150 -60z" fill="#c98b4a"/><path d="M250 220 l150 60 l150 -60 M400 280 v220" fill="none" stroke="#9c6a36" stroke-width="6"/>',
  plate:
    '<ellipse cx="400" cy="320" rx="230" ry="150" fill="#fbfbf8" stroke="#d8d2c4" stroke-width="6"/><ellipse cx="400" cy="320" rx="140" ry="90" fill="#f1ede3"/>',
  jar: '<rect x="320" y="150" width="160" height="50" rx="8" fill="#b23a48"/><rect x="300" y="200" width="200" height="280" rx="30" fill="#e8c06a" fill-opacity="0.9"/><rect x="330" y="290" width="140" height="80" fill="#fbfbf8"/>',
};

type DemoObject = keyof typeof objects;

/** What a product is drawn as, from the words of its name and its packaging; a box when nothing says. */
const drawnAs: [RegExp, DemoObject][] = [
  [/farfurie|platou|bol\b|tav[ăa]/i, 'plate'],
  [/ceașc|pahar|flute|can[ăa]\b/i, 'cup'],
  [/sticl|carafă|canistr|pet\b|l[ăa]z[ăa] sticle/i, 'bottle'],
  [/pung|sac\b|sac |plicuri|pachet/i, 'bag'],
  [/găleat|caserol|borcan|calup/i, 'jar'],
];

function demoObjectOf(name: string, packageType: string): DemoObject {
  const text = `${name} ${packageType}`;
  return drawnAs.find(([words]) => words.test(text))?.[1] ?? 'box';
}

const backgrounds = ['#d9cbb8', '#b9d3c2', '#c8d4e6', '#e6d2c8', '#d6d1e8', '#e4e0c0', '#c9e0df'];

/** The demo photo of a seller's item: the object its name and packaging say, on the seller's colour. */
export async function demoPhoto(seller: number, name: string, packageType: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${backgrounds[seller % backgrounds.length]}"/>` +
    `<ellipse cx="400" cy="540" rx="260" ry="26" fill="#000" fill-opacity="0.12"/>${objects[demoObjectOf(name, packageType)]}</svg>`;
  return (await sharpOf(Buffer.from(svg))).jpeg({ quality: 82 }).toBuffer();
}
