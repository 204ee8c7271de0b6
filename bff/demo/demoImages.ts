import sharp from 'sharp';

/** A landscape picture drawn from a palette: sky gradient, sun, two mountain ridges, a lake. */
function landscapeSvg(palette: [string, string, string, string], seed: number): string {
  const [skyTop, skyBottom, near, far] = palette;
  const sunX = 200 + ((seed * 137) % 680);
  const ridge = (base: number, amp: number, phase: number) =>
    Array.from({ length: 13 }, (_, i) => `${i * 90},${base - Math.round(amp * Math.abs(Math.sin(i * 0.9 + phase + seed)))}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="1080" height="1080" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="330" r="110" fill="#fff6d5" opacity="0.9"/>
  <polygon points="0,1080 ${ridge(640, 220, 0.3)} 1080,1080" fill="${far}"/>
  <polygon points="0,1080 ${ridge(780, 160, 1.7)} 1080,1080" fill="${near}"/>
  <rect y="900" width="1080" height="180" fill="${skyBottom}" opacity="0.55"/>
</svg>`;
}

export const demoPalettes: [string, string, string, string][] = [
  ['#ff7e5f', '#feb47b', '#3b2c4a', '#6b4c7a'],
  ['#2b5876', '#4e4376', '#101820', '#2d3a4a'],
  ['#56ccf2', '#2f80ed', '#1b4332', '#2d6a4f'],
  ['#f7971e', '#ffd200', '#5a3e1b', '#8c5e2a'],
  ['#ee9ca7', '#ffdde1', '#6d597a', '#b56576'],
  ['#43cea2', '#185a9d', '#0b3d2e', '#14665a'],
];

export function demoImage(index: number): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(demoPalettes[index % demoPalettes.length], index)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
