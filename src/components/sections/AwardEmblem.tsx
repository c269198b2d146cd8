import React, { type ReactElement } from 'react';
import type { AwardEmblem as Emblem } from '../../lib/sections/types';

/** Brand colours of the illustrations (scripts/render-illustrations.mjs). */
const GOLD = '#f2b632';
const GOLD_DARK = '#c98f12';
const GOLD_LIGHT = '#ffd978';
const NAVY = '#0b2545';
const BLUE = '#1d4e89';

const round = (value: number) => Math.round(value * 10) / 10;

/** A star of `tips` points around (cx, cy), as polygon points. */
function star(cx: number, cy: number, outer: number, inner: number, tips = 5): string {
  return Array.from({ length: tips * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / tips) * index - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

/** Leaves along an arc of the circle around (40, 40), from one angle to another (degrees). */
function branch(from: number, to: number, count: number): ReactElement[] {
  return Array.from({ length: count }, (_, index) => {
    const degrees = from + ((to - from) * index) / (count - 1);
    const angle = (degrees * Math.PI) / 180;
    const x = round(40 + 27 * Math.cos(angle));
    const y = round(40 + 27 * Math.sin(angle));
    return (
      <ellipse
        key={degrees}
        cx={x}
        cy={y}
        rx="7.5"
        ry="3.4"
        transform={`rotate(${round(degrees + 90)} ${x} ${y})`}
        fill={index % 2 ? GOLD : GOLD_DARK}
      />
    );
  });
}

/** Original drawings, 80 × 80: no award's own logo is copied. */
const drawings: Record<Emblem, ReactElement> = {
  trophy: (
    <>
      <path d="M26 24h-7a9 9 0 0 0 9 13M54 24h7a9 9 0 0 1-9 13" fill="none" stroke={GOLD_DARK} strokeWidth="4" strokeLinecap="round" />
      <path d="M24 14h32v12a16 16 0 0 1-32 0z" fill={GOLD} />
      <path d="M31 19v7a10 10 0 0 0 4.5 8.4" fill="none" stroke={GOLD_LIGHT} strokeWidth="3" strokeLinecap="round" />
      <rect x="36" y="41" width="8" height="9" fill={GOLD_DARK} />
      <path d="M29 50h22l3 8H26z" fill={NAVY} />
      <rect x="22" y="58" width="36" height="7" rx="2" fill={NAVY} />
      <polygon points={star(40, 26, 6, 2.6)} fill={GOLD_LIGHT} />
    </>
  ),
  medal: (
    <>
      <path d="M24 6h11l9 26H33z" fill={BLUE} />
      <path d="M56 6H45l-9 26h11z" fill={NAVY} />
      <circle cx="40" cy="51" r="20" fill={GOLD_DARK} />
      <circle cx="40" cy="50" r="19" fill={GOLD} />
      <circle cx="40" cy="50" r="14" fill="none" stroke={GOLD_DARK} strokeWidth="2" />
      <polygon points={star(40, 50, 9, 4)} fill={GOLD_LIGHT} />
    </>
  ),
  laurel: (
    <>
      {branch(110, 230, 6)}
      {branch(70, -50, 6)}
      <path d="M33 68l7-5 7 5" fill="none" stroke={GOLD_DARK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="40" cy="40" r="15" fill={NAVY} />
      <polygon points={star(40, 40, 10, 4.3)} fill={GOLD} />
    </>
  ),
  star: (
    <>
      <polygon points={star(40, 40, 34, 27, 12)} fill={NAVY} />
      <circle cx="40" cy="40" r="24" fill={BLUE} />
      <polygon points={star(40, 41, 17, 7.5)} fill={GOLD} />
      <polygon points={star(40, 41, 8, 3.5)} fill={GOLD_LIGHT} />
    </>
  ),
  ribbon: (
    <>
      <path d="M28 44l-8 28 9-5 6 8 6-27zM52 44l8 28-9-5-6 8-6-27z" fill={NAVY} />
      <polygon points={star(40, 34, 28, 23, 16)} fill={GOLD} />
      <circle cx="40" cy="34" r="18" fill={GOLD_LIGHT} />
      <circle cx="40" cy="34" r="13" fill="none" stroke={GOLD_DARK} strokeWidth="2" />
      <path d="M33 34l5 5 9-10" fill="none" stroke={NAVY} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
};

/** An award's emblem; decorative, the award's name says what it is. */
export function AwardEmblem({ emblem, className }: { emblem: Emblem; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" focusable="false">
      {drawings[emblem]}
    </svg>
  );
}
