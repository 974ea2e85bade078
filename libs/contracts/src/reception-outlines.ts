import { type BodyType } from './reception';

/**
 * A body type's outline for the damage diagram: SVG path data in a `width` × `height` box, seen
 * from above with the sides folded out, drawn the same by the screen (SVG) and the resguardo PDF
 * (pdfkit's `path`). A mark's x/y are fractions of this box.
 */
export interface BodyOutline {
  width: number;
  height: number;
  /** Stroked, not filled. */
  paths: string[];
  /** Part names shown as small labels (Spanish), at fractions of the box. */
  labels: { text: string; x: number; y: number }[];
}

// ── Layout ─────────────────────────────────────────────────────────────────────────────────────
// The classic check-in sheet, landscape so it fills a tablet held sideways and an A4 page's width:
// the top view in the middle with the front to the left, the right side above it and the left
// side below it (where they fold out to: facing left, the vehicle's right is up), the front view
// at the left end and the rear view at the right end. Both side views keep the front to the left
// so a spot has the same x in the side and top views; they stand upright, which reads better than
// a literal fold (upside down) on paper. Each view is drawn once in its own little box and moved
// into place by `place`, so every vehicle shares the layout and a label lands on the same spot.

const WIDTH = 1000;
const HEIGHT = 680;
/** Top-left corner of each view's box; side and top boxes are 520 wide, end views 180 × 170. */
const SIDE_RIGHT = { x: 240, y: 28 }; // 520 × 175, ground at local y 173
const TOP = { x: 240, y: 232 }; // 520 × 210, centre line at local y 105
const SIDE_LEFT = { x: 240, y: 470 }; // 520 × 175
const FRONT = { x: 30, y: 252 }; // 180 × 170, ground at local y 168
const REAR = { x: 790, y: 252 };

/** The path commands the outlines use, all absolute, so pdfkit's `path` draws them as well. */
const COMMAND = /([MLCQAZ])([^MLCQAZ]*)/g;

/**
 * Moves path data drawn in a view's own box to `at`. Only absolute M, L, C, Q, A and Z are
 * allowed (a stray command throws, so a typo fails at load rather than drawing nonsense); in an
 * arc only the end point moves, the radii and flags stay.
 */
function place(at: { x: number; y: number }, ...paths: string[]): string[] {
  return paths.map((d) => {
    const leftover = d.replace(COMMAND, '').trim();
    if (leftover) throw new Error(`Outline path has an unsupported command: ${leftover}`);
    return Array.from(d.matchAll(COMMAND), ([, command = '', args = '']) => {
      const n = args.trim()
        ? args
            .trim()
            .split(/[\s,]+/)
            .map(Number)
        : [];
      const moved = n.map((value, i) => {
        if (command === 'A' && i % 7 < 5) return value;
        const axis = command === 'A' ? (i % 7) - 5 : i % 2;
        return round(value + (axis === 0 ? at.x : at.y));
      });
      return moved.length ? `${command} ${moved.join(' ')}` : command;
    }).join(' ');
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A circle as two half arcs (pdfkit and SVG paths have no circle command). */
function circle(cx: number, cy: number, r: number): string {
  return `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/** A wheel from the side: tyre, rim and hub. */
function wheel(cx: number, cy: number, r: number): string[] {
  return [circle(cx, cy, r), circle(cx, cy, r * 0.6), circle(cx, cy, r * 0.15)];
}

interface Views {
  side: string[];
  top: string[];
  front: string[];
  rear: string[];
  /** Names of parts of the top view, in the top view's own box. */
  topLabels: { text: string; x: number; y: number }[];
}

/** Puts a vehicle's views on the sheet, both sides the same drawing, with the shared labels. */
function sheet(views: Views): BodyOutline {
  const label = (text: string, x: number, y: number) => ({
    text,
    x: round(x / WIDTH),
    y: round(y / HEIGHT),
  });
  return {
    width: WIDTH,
    height: HEIGHT,
    paths: [
      ...place(SIDE_RIGHT, ...views.side),
      ...place(TOP, ...views.top),
      ...place(SIDE_LEFT, ...views.side),
      ...place(FRONT, ...views.front),
      ...place(REAR, ...views.rear),
    ],
    labels: [
      label('Lateral derecho', 500, 14),
      label('Lateral izquierdo', 500, 664),
      label('Delantera', 120, 440),
      label('Trasera', 880, 440),
      ...views.topLabels.map((part) => label(part.text, TOP.x + part.x, TOP.y + part.y)),
    ],
  };
}

// ── Turismo: a saloon ─────────────────────────────────────────────────────────────────────────

const TURISMO: Views = {
  side: [
    // Body, from the bottom of the front bumper round the roof, with both wheel arches.
    'M 59 148 L 16 148 C 8 148 4 142 4 132 L 4 112 C 4 104 10 99 20 97 C 70 88 120 82 165 78 ' +
      'C 195 58 215 38 240 32 C 280 24 330 24 365 30 C 395 44 420 60 445 68 C 470 70 495 72 508 76 ' +
      'C 514 80 516 88 516 98 L 516 130 C 516 142 510 148 500 148 L 461 148 ' +
      'A 42 42 0 1 0 379 148 L 141 148 A 42 42 0 1 0 59 148 Z',
    // Side windows and the pillar between them.
    'M 182 78 C 204 60 222 46 245 40 L 300 37 L 300 76 Z',
    'M 310 76 L 310 37 L 356 38 C 378 48 398 60 420 70 Z',
    // Door shut lines and handles.
    'M 168 79 L 160 108 C 152 116 148 128 148 146',
    'M 305 77 L 305 146',
    'M 421 70 L 415 98',
    'M 262 92 L 282 92',
    'M 380 90 L 398 90',
    // Mirror, head light, tail light, sill.
    'M 178 80 L 184 68 L 198 68 L 196 80 Z',
    'M 8 104 L 32 100 L 30 112 L 8 114 Z',
    'M 500 82 L 516 84 L 516 102 L 502 100 Z',
    'M 150 140 L 370 140',
    ...wheel(100, 139, 32),
    ...wheel(420, 139, 32),
  ],
  top: [
    'M 50 10 L 468 10 C 500 10 516 26 516 56 L 516 154 C 516 184 500 200 468 200 L 50 200 ' +
      'C 20 200 4 182 4 150 L 4 60 C 4 28 20 10 50 10 Z',
    // Windscreen, roof, rear window.
    'M 150 28 C 138 80 138 130 150 182 L 205 170 C 198 130 198 80 205 40 Z',
    'M 205 40 L 365 40 C 372 80 372 130 365 170 L 205 170',
    'M 365 40 L 420 30 C 430 80 430 130 420 180 L 365 170',
    // Boot lid, head and tail lights, mirrors.
    'M 440 26 C 450 80 450 130 440 184',
    'M 10 46 C 16 32 26 24 40 20 L 42 32 C 28 36 18 44 14 52 Z',
    'M 10 164 C 16 178 26 186 40 190 L 42 178 C 28 174 18 166 14 158 Z',
    'M 506 30 L 514 44 L 506 46 Z',
    'M 506 180 L 514 166 L 506 164 Z',
    'M 160 10 L 166 0 L 182 0 L 180 10',
    'M 160 200 L 166 210 L 182 210 L 180 200',
  ],
  front: [
    // Body, glass, lights, grille, bumper, mirrors, tyres.
    'M 18 150 L 12 104 C 12 94 18 88 30 86 L 46 42 C 49 34 55 30 63 30 L 117 30 ' +
      'C 125 30 131 34 134 42 L 150 86 C 162 88 168 94 168 104 L 162 150 Z',
    'M 44 80 L 58 42 L 122 42 L 136 80 Z',
    'M 18 98 L 50 98 L 48 110 L 22 112 Z',
    'M 162 98 L 130 98 L 132 110 L 158 112 Z',
    'M 62 104 L 118 104 L 114 120 L 66 120 Z',
    'M 16 132 L 164 132',
    'M 34 78 L 16 72 L 12 82 L 30 86',
    'M 146 78 L 164 72 L 168 82 L 150 86',
    'M 24 150 L 24 166 L 48 166 L 48 150',
    'M 132 150 L 132 166 L 156 166 L 156 150',
  ],
  rear: [
    // Body, rear window, boot lid, lights, number plate, bumper, tyres.
    'M 18 150 L 12 104 C 12 94 18 88 30 86 L 46 42 C 49 34 55 30 63 30 L 117 30 ' +
      'C 125 30 131 34 134 42 L 150 86 C 162 88 168 94 168 104 L 162 150 Z',
    'M 44 80 L 56 44 L 124 44 L 136 80 Z',
    'M 14 92 L 166 92',
    'M 16 98 L 52 98 L 50 112 L 18 112 Z',
    'M 164 98 L 128 98 L 130 112 L 162 112 Z',
    'M 66 110 L 114 110 L 114 124 L 66 124 Z',
    'M 16 134 L 164 134',
    'M 24 150 L 24 166 L 48 166 L 48 150',
    'M 132 150 L 132 166 L 156 166 L 156 150',
  ],
  topLabels: [
    { text: 'Capó', x: 75, y: 105 },
    { text: 'Techo', x: 285, y: 105 },
    { text: 'Maletero', x: 478, y: 105 },
  ],
};

// ── SUV: higher, boxier, bigger wheels with arch cladding, roof rails ────────────────────────

const SUV: Views = {
  side: [
    'M 52 140 L 14 140 C 6 140 2 134 2 124 L 2 86 C 2 76 8 70 18 68 C 60 62 110 58 162 56 ' +
      'C 185 40 205 24 228 18 L 440 14 C 470 14 488 16 496 22 C 508 40 514 60 516 80 ' +
      'L 516 124 C 516 134 510 140 500 140 L 464 140 A 46 46 0 1 0 372 140 L 144 140 ' +
      'A 46 46 0 1 0 52 140 Z',
    // Three side windows.
    'M 172 62 C 192 46 208 32 234 26 L 300 24 L 300 62 Z',
    'M 310 62 L 310 24 L 400 22 L 400 60 Z',
    'M 410 60 L 410 22 L 462 21 C 474 30 484 44 488 56 Z',
    // Roof rail, door shut lines and handles.
    'M 236 12 L 444 8 M 250 12 L 250 17 M 430 8 L 430 14',
    'M 162 63 L 154 100 C 150 110 148 124 148 138',
    'M 305 62 L 305 138',
    'M 405 61 L 405 92 C 395 96 388 104 384 110',
    'M 262 76 L 282 76',
    'M 358 76 L 376 76',
    // Mirror, lights, cladding round the arches, sill guard.
    'M 170 64 L 176 52 L 190 52 L 188 64 Z',
    'M 6 78 L 34 74 L 32 86 L 6 88 Z',
    'M 504 42 C 508 52 512 64 514 78 L 506 78 Z',
    'M 44 140 A 54 54 0 1 1 152 140',
    'M 364 140 A 54 54 0 1 1 472 140',
    'M 152 132 L 364 132',
    ...wheel(98, 137, 36),
    ...wheel(418, 137, 36),
  ],
  top: [
    'M 44 10 L 476 10 C 504 10 516 24 516 50 L 516 160 C 516 186 504 200 476 200 L 44 200 ' +
      'C 18 200 4 182 4 152 L 4 58 C 4 28 18 10 44 10 Z',
    'M 140 28 C 130 80 130 130 140 182 L 190 170 C 184 130 184 80 190 40 Z',
    'M 190 40 L 470 40 C 476 80 476 130 470 170 L 190 170',
    'M 470 40 L 496 34 C 502 80 502 130 496 176 L 470 170',
    // Roof rails.
    'M 210 50 L 456 50',
    'M 210 160 L 456 160',
    // Head and tail lights, mirrors.
    'M 8 44 C 14 30 24 22 36 18 L 40 30 C 26 34 16 42 12 50 Z',
    'M 8 166 C 14 180 24 188 36 192 L 40 180 C 26 176 16 168 12 160 Z',
    'M 506 24 L 512 36 L 504 38 Z',
    'M 506 186 L 512 174 L 504 172 Z',
    'M 150 10 L 156 0 L 172 0 L 170 10',
    'M 150 200 L 156 210 L 172 210 L 170 200',
  ],
  front: [
    'M 14 148 L 10 96 C 10 86 16 80 26 78 L 40 30 C 42 22 48 18 56 18 L 124 18 ' +
      'C 132 18 138 22 140 30 L 154 78 C 164 80 170 86 170 96 L 166 148 Z',
    'M 40 72 L 52 30 L 128 30 L 140 72 Z',
    'M 54 18 L 54 11 L 66 11 L 66 18 M 114 18 L 114 11 L 126 11 L 126 18',
    'M 16 90 L 52 90 L 50 102 L 20 104 Z',
    'M 164 90 L 128 90 L 130 102 L 160 104 Z',
    'M 58 92 L 122 92 L 118 116 L 62 116 Z',
    'M 60 104 L 120 104',
    'M 14 128 L 166 128',
    'M 60 140 L 120 140',
    'M 30 72 L 12 66 L 8 78 L 26 80',
    'M 150 72 L 168 66 L 172 78 L 154 80',
    'M 20 148 L 20 168 L 48 168 L 48 148',
    'M 132 148 L 132 168 L 160 168 L 160 148',
  ],
  rear: [
    'M 14 148 L 10 96 C 10 86 16 80 26 78 L 40 30 C 42 22 48 18 56 18 L 124 18 ' +
      'C 132 18 138 22 140 30 L 154 78 C 164 80 170 86 170 96 L 166 148 Z',
    'M 42 72 L 54 32 L 126 32 L 138 72 Z',
    'M 54 18 L 54 11 L 66 11 L 66 18 M 114 18 L 114 11 L 126 11 L 126 18',
    'M 14 84 L 40 84 L 38 104 L 16 104 Z',
    'M 166 84 L 140 84 L 142 104 L 164 104 Z',
    'M 66 100 L 114 100 L 114 114 L 66 114 Z',
    'M 14 128 L 166 128',
    'M 20 148 L 20 168 L 48 168 L 48 148',
    'M 132 148 L 132 168 L 160 168 L 160 148',
  ],
  topLabels: [
    { text: 'Capó', x: 70, y: 105 },
    { text: 'Techo', x: 330, y: 105 },
  ],
};

// ── Furgoneta: a van, short bonnet, tall box, sliding door and two rear doors ──────────────────

const FURGONETA: Views = {
  side: [
    'M 52 146 L 14 146 C 6 146 2 140 2 130 L 2 108 C 2 98 8 92 18 90 C 50 84 80 78 100 74 ' +
      'C 120 50 135 24 150 12 C 155 6 162 4 172 4 L 508 4 C 514 4 516 8 516 14 L 516 134 ' +
      'C 516 142 512 146 504 146 L 464 146 A 40 40 0 1 0 384 146 L 132 146 A 40 40 0 1 0 52 146 Z',
    // Cab window, cab door, sliding door and its rail, the rear doors' edge.
    'M 112 74 C 126 54 138 32 150 18 L 196 16 L 196 72 Z',
    'M 104 76 L 124 106 C 130 116 132 128 132 144',
    'M 202 10 L 202 144',
    'M 214 14 L 334 14 L 334 144 L 214 144 Z',
    'M 334 58 L 470 58',
    'M 506 8 L 506 144',
    'M 180 84 L 194 84',
    'M 226 84 L 240 84',
    // Mirror, lights, rubbing strip.
    'M 110 68 L 114 48 L 128 48 L 126 68 Z',
    'M 6 98 L 30 94 L 28 106 L 6 108 Z',
    'M 510 92 L 516 92 L 516 120 L 510 120 Z',
    'M 132 126 L 384 126',
    ...wheel(92, 141, 32),
    ...wheel(424, 141, 32),
  ],
  top: [
    'M 36 10 L 504 10 C 512 10 516 14 516 22 L 516 188 C 516 196 512 200 504 200 L 36 200 ' +
      'C 14 200 4 184 4 156 L 4 54 C 4 26 14 10 36 10 Z',
    'M 86 22 C 76 80 76 130 86 188 L 130 178 C 124 130 124 80 130 32 Z',
    'M 130 32 L 500 28 L 500 182 L 130 178',
    // Roof ribs, the rear doors' split, lights, mirrors.
    'M 230 30 L 230 180',
    'M 400 29 L 400 181',
    'M 500 105 L 516 105',
    'M 8 40 C 12 28 20 20 30 16 L 34 28 C 24 32 16 38 12 46 Z',
    'M 8 170 C 12 182 20 190 30 194 L 34 182 C 24 178 16 172 12 164 Z',
    'M 96 10 L 102 0 L 120 0 L 118 10',
    'M 96 200 L 102 210 L 120 210 L 118 200',
  ],
  front: [
    'M 14 150 L 10 98 C 10 90 14 86 20 84 L 24 20 C 24 10 30 4 40 4 L 140 4 C 150 4 156 10 156 20 ' +
      'L 160 84 C 166 86 170 90 170 98 L 166 150 Z',
    'M 30 76 L 34 22 C 34 16 38 14 44 14 L 136 14 C 142 14 146 16 146 22 L 150 76 Z',
    'M 16 94 L 48 94 L 46 108 L 18 108 Z',
    'M 164 94 L 132 94 L 134 108 L 162 108 Z',
    'M 56 96 L 124 96 L 122 112 L 58 112 Z',
    'M 12 128 L 168 128',
    'M 26 64 L 10 62 L 8 84 L 18 84',
    'M 154 64 L 170 62 L 172 84 L 162 84',
    'M 22 150 L 22 168 L 48 168 L 48 150',
    'M 132 150 L 132 168 L 158 168 L 158 150',
  ],
  rear: [
    'M 12 150 L 10 20 C 10 10 16 4 26 4 L 154 4 C 164 4 170 10 170 20 L 168 150 Z',
    'M 90 8 L 90 128',
    'M 28 20 L 84 20 L 84 64 L 30 64 Z',
    'M 96 20 L 152 20 L 150 64 L 96 64 Z',
    'M 80 90 L 80 104',
    'M 12 80 L 22 80 L 22 114 L 12 114 Z',
    'M 168 80 L 158 80 L 158 114 L 168 114 Z',
    'M 12 128 L 168 128',
    'M 68 134 L 112 134 L 112 146 L 68 146 Z',
    'M 22 150 L 22 168 L 48 168 L 48 150',
    'M 132 150 L 132 168 L 158 168 L 158 150',
  ],
  topLabels: [
    { text: 'Capó', x: 45, y: 105 },
    { text: 'Techo', x: 315, y: 105 },
  ],
};

// ── Moto: drawn at its own scale (shorter than a car) in the same boxes ───────────────────────

const MOTO: Views = {
  side: place(
    { x: 0, y: 8 },
    // Wheels, forks, front mudguard.
    ...wheel(150, 127, 38),
    ...wheel(372, 127, 38),
    'M 146 127 L 186 42 M 156 129 L 196 44',
    'M 108 104 A 46 46 0 0 1 185 97',
    // Handlebar with mirror, headlight, tank, seat, tail with its light.
    'M 180 34 L 196 26 L 216 30 M 196 26 L 190 10 M 184 10 L 196 8',
    'M 176 48 C 162 50 160 68 172 72 L 184 64 Z',
    'M 200 60 C 215 42 260 38 290 50 L 292 72 L 205 80 Z',
    'M 290 52 C 310 58 350 58 380 60 C 390 60 398 64 400 70 L 292 72',
    'M 398 64 L 426 56 L 424 68 L 396 78',
    'M 418 58 L 426 56 L 425 64 L 418 66 Z',
    // Engine, swinging arm, exhaust, rear mudguard.
    'M 215 84 L 280 84 L 290 122 L 230 130 C 215 122 210 102 215 84 Z',
    'M 222 96 L 282 96 M 226 108 L 286 108',
    'M 290 106 L 372 127 M 292 114 L 366 132',
    'M 236 130 L 296 134 M 296 128 L 344 120 L 348 132 L 298 140 Z',
    'M 336 98 A 46 46 0 0 1 412 104',
  ),
  top: [
    // Tyres seen from above, handlebar with grips and mirrors.
    'M 110 98 L 186 98 Q 192 105 186 112 L 110 112 Q 104 105 110 98 Z',
    'M 395 96 L 414 96 Q 420 105 414 114 L 395 114',
    'M 200 58 L 200 152',
    'M 194 42 L 206 42 L 206 62 L 194 62 Z',
    'M 194 148 L 206 148 L 206 168 L 194 168 Z',
    'M 198 66 L 186 54 M 198 144 L 186 156',
    `${circle(180, 48, 8)} ${circle(180, 162, 8)}`,
    // Headlight, tank, seat, footrests.
    'M 194 92 C 184 96 184 114 194 118 Z',
    'M 215 105 C 215 78 240 72 290 80 C 300 90 300 120 290 130 C 240 138 215 132 215 105 Z',
    'M 292 85 C 320 82 370 84 395 92 C 400 100 400 110 395 118 C 370 126 320 128 292 125 Z',
    'M 304 66 L 304 82 M 304 128 L 304 144',
  ],
  front: place(
    { x: 0, y: 18 },
    'M 83 148 L 83 102 Q 90 94 97 102 L 97 148 Q 90 152 83 148 Z',
    'M 76 98 Q 90 84 104 98',
    'M 76 100 L 72 52 M 104 100 L 108 52',
    circle(90, 56, 16),
    'M 74 40 L 72 18 Q 90 10 108 18 L 106 40',
    'M 30 34 L 70 40 L 110 40 L 150 34',
    'M 52 38 L 40 14 M 128 38 L 140 14',
    `${circle(38, 10, 7)} ${circle(142, 10, 7)}`,
    'M 56 62 L 70 62 M 110 62 L 124 62',
  ),
  rear: place(
    { x: 0, y: 18 },
    'M 80 148 L 80 104 Q 90 94 100 104 L 100 148 Q 90 152 80 148 Z',
    'M 72 84 L 108 84 L 108 100 L 72 100 Z',
    'M 78 58 L 102 58 L 100 68 L 80 68 Z',
    'M 70 50 Q 90 38 110 50 L 104 58 L 76 58 Z',
    'M 76 68 L 82 84 M 104 68 L 98 84',
    'M 30 34 L 150 34',
    'M 52 34 L 40 14 M 128 34 L 140 14',
    `${circle(38, 10, 7)} ${circle(142, 10, 7)}`,
    circle(122, 112, 8),
    'M 56 74 L 70 74 M 110 74 L 124 74',
  ),
  topLabels: [
    // Beside the parts rather than on them: the tank and seat are narrow from above.
    { text: 'Depósito', x: 256, y: 62 },
    { text: 'Asiento', x: 345, y: 146 },
  ],
};

export const BODY_OUTLINES: Record<BodyType, BodyOutline> = {
  turismo: sheet(TURISMO),
  suv: sheet(SUV),
  furgoneta: sheet(FURGONETA),
  moto: sheet(MOTO),
};
