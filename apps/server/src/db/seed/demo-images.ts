/**
 * Illustrations for the demo listings, drawn as SVG and rendered by sharp, so a first start shows
 * real-looking pictures without any network access. Three scenes (apartment block, house, room)
 * in several palettes.
 */

type Palette = { skyTop: string; skyBottom: string; wall: string; accent: string; trim: string; ground: string };

const PALETTES: Palette[] = [
  { skyTop: '#7cc4f5', skyBottom: '#e4f3ff', wall: '#f2e3c9', accent: '#d9734e', trim: '#8c5a3c', ground: '#7fb069' },
  { skyTop: '#f7a072', skyBottom: '#fde2c8', wall: '#e8e1f0', accent: '#5b4b8a', trim: '#3a2f5b', ground: '#6a994e' },
  { skyTop: '#5fa8d3', skyBottom: '#cae9ff', wall: '#ffffff', accent: '#1b998b', trim: '#2d3047', ground: '#90be6d' },
  { skyTop: '#9bb1ff', skyBottom: '#eef0ff', wall: '#fbe7c6', accent: '#b4436c', trim: '#5c2a3a', ground: '#a7c957' },
];

const W = 1600;
const H = 1200;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, p: Palette) {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3) % 5 === 0;
      out.push(
        `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="6" fill="${lit ? '#ffe9a8' : '#bcd9ea'}" stroke="${p.trim}" stroke-width="4"/>`,
      );
    }
  }
  return out.join('');
}

function sky(p: Palette) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1320" cy="210" r="90" fill="#fff6d5" opacity="0.9"/>
  <ellipse cx="380" cy="200" rx="170" ry="46" fill="#ffffff" opacity="0.7"/>
  <ellipse cx="520" cy="240" rx="120" ry="36" fill="#ffffff" opacity="0.6"/>`;
}

function tree(x: number, y: number, s: number, p: Palette) {
  return `<rect x="${x - 10 * s}" y="${y - 60 * s}" width="${20 * s}" height="${80 * s}" fill="${p.trim}"/>
  <circle cx="${x}" cy="${y - 110 * s}" r="${70 * s}" fill="${p.ground}"/><circle cx="${x - 40 * s}" cy="${y - 80 * s}" r="${50 * s}" fill="${p.ground}" opacity="0.85"/>`;
}

function apartmentScene(p: Palette) {
  return `${sky(p)}
  <rect x="0" y="980" width="${W}" height="220" fill="${p.ground}"/>
  <rect x="420" y="240" width="760" height="760" fill="${p.wall}" stroke="${p.trim}" stroke-width="8"/>
  <rect x="400" y="220" width="800" height="40" fill="${p.accent}"/>
  ${windows(470, 300, 5, 5, 110, 100, 34, p)}
  <rect x="730" y="860" width="140" height="140" fill="${p.accent}" stroke="${p.trim}" stroke-width="6"/>
  <rect x="120" y="520" width="260" height="480" fill="${p.wall}" opacity="0.75" stroke="${p.trim}" stroke-width="6"/>
  ${windows(150, 560, 2, 4, 80, 70, 28, p)}
  <rect x="1230" y="440" width="280" height="560" fill="${p.wall}" opacity="0.8" stroke="${p.trim}" stroke-width="6"/>
  ${windows(1262, 480, 2, 5, 90, 70, 30, p)}
  ${tree(320, 1040, 1, p)}${tree(1300, 1060, 1.1, p)}`;
}

function houseScene(p: Palette) {
  return `${sky(p)}
  <rect x="0" y="930" width="${W}" height="270" fill="${p.ground}"/>
  <polygon points="360,520 800,220 1240,520" fill="${p.accent}" stroke="${p.trim}" stroke-width="8"/>
  <rect x="420" y="510" width="760" height="440" fill="${p.wall}" stroke="${p.trim}" stroke-width="8"/>
  ${windows(480, 580, 2, 1, 160, 130, 40, p)}${windows(960, 580, 1, 1, 160, 130, 40, p)}
  <rect x="720" y="730" width="160" height="220" rx="10" fill="${p.trim}"/>
  <circle cx="855" cy="845" r="9" fill="#ffd166"/>
  <rect x="180" y="1010" width="1240" height="60" rx="30" fill="#4cc9f0" opacity="0.8"/>
  ${tree(250, 960, 1.2, p)}${tree(1380, 950, 1, p)}`;
}

function roomScene(p: Palette) {
  return `<rect width="${W}" height="${H}" fill="${p.wall}"/>
  <rect x="0" y="860" width="${W}" height="340" fill="${p.trim}" opacity="0.85"/>
  <rect x="980" y="150" width="460" height="420" rx="12" fill="${p.skyTop}" stroke="${p.trim}" stroke-width="14"/>
  <line x1="1210" y1="150" x2="1210" y2="570" stroke="${p.trim}" stroke-width="10"/>
  <rect x="220" y="600" width="640" height="200" rx="40" fill="${p.accent}"/>
  <rect x="180" y="520" width="120" height="300" rx="40" fill="${p.accent}"/>
  <rect x="780" y="520" width="120" height="300" rx="40" fill="${p.accent}"/>
  <rect x="300" y="520" width="480" height="110" rx="30" fill="${p.accent}" opacity="0.8"/>
  <rect x="380" y="900" width="420" height="24" rx="12" fill="#ffffff" opacity="0.5"/>
  <rect x="1000" y="700" width="300" height="20" fill="${p.trim}"/>
  <rect x="1140" y="420" width="14" height="300" fill="${p.trim}"/>
  <polygon points="1080,420 1214,420 1180,340 1114,340" fill="#ffe9a8"/>
  <circle cx="560" cy="300" r="110" fill="none" stroke="${p.trim}" stroke-width="10"/>`;
}

const SCENES = [apartmentScene, houseScene, roomScene] as const;

export type DemoImage = { name: string; svg: string };

/** Every scene in every palette: 12 distinct pictures. */
export function demoImages(): DemoImage[] {
  return PALETTES.flatMap((palette, pi) =>
    SCENES.map((scene, si) => ({
      name: `demo-${si}-${pi}`,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene(palette)}</svg>`,
    })),
  );
}
