import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** What a person does, counted: each click (a native select counts two) and each key typed. */
export interface Counts {
  clicks: number;
  typedCharacters: number;
}

/**
 * The journeys' hands (issue 41, « Mesuré ») : every click, fill and key press of a person goes
 * through them and is counted; what the test only looks at is not.
 */
export function countingHands(page: Page) {
  const counts: Counts = { clicks: 0, typedCharacters: 0 };
  return {
    counts,
    click: async (target: Locator) => {
      counts.clicks += 1;
      await target.click();
    },
    /** A checkbox ticked or unticked: one click, none when it is already as wanted. */
    setChecked: async (target: Locator, checked: boolean) => {
      if ((await target.isChecked()) === checked) return;
      counts.clicks += 1;
      await target.setChecked(checked);
    },
    fill: async (target: Locator, text: string) => {
      counts.typedCharacters += [...text].length;
      await target.fill(text);
    },
    /** A date typed in the field as a person types it: its eight digits. */
    fillDate: async (target: Locator, isoDate: string) => {
      counts.typedCharacters += isoDate.replace(/\D/g, '').length;
      await target.fill(isoDate);
    },
    press: async (key: string) => {
      counts.typedCharacters += 1;
      await page.keyboard.press(key);
    },
    /** A native select: one click to open it, one to pick. */
    select: async (target: Locator, value: string) => {
      counts.clicks += 2;
      await target.selectOption(value);
    },
  };
}

export type Hands = ReturnType<typeof countingHands>;

/** Prints the counts, and writes them for `npm run bench:starter` when it asks (STARTER_COUNTS_DIR). */
export function report(name: string, counts: Counts, details: Record<string, number>): void {
  console.log(
    `${name} : ${counts.clicks} clics, ${counts.typedCharacters} caractères tapés (${Object.entries(
      details,
    )
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')})`,
  );
  const dir = process.env.STARTER_COUNTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ ...counts, ...details }, null, 2));
}
