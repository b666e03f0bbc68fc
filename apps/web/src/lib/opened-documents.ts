import { useSyncExternalStore } from 'react';
import { contract } from '@duerp/contract';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { ApiError } from './api-error';

/**
 * The documents this browser opened, with their espace (issue 47). When one of them answers
 * « DUERP introuvable. », the client knows it had access: the person lost it, or the document is
 * gone. A stranger's 404 is never told apart (the API answers stay as they are). Forgotten on
 * sign-out.
 */
const KEY = 'documentsOuverts';
/** The most recent ones are kept: enough for a consultant's week, small in localStorage. */
const MAX = 200;

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Called with each document the API gives this browser. */
export function rememberOpenedDocument(id: string, espaceId: string): void {
  const opened = read();
  if (opened[id] === espaceId) return;
  delete opened[id];
  opened[id] = espaceId;
  const ids = Object.keys(opened);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX))) delete opened[old];
  try {
    localStorage.setItem(KEY, JSON.stringify(opened));
  } catch {
    // A full storage only loses the remembering.
  }
}

/** The espace of a document this browser opened; null for any other. */
export function openedDocumentEspace(id: string): string | null {
  return read()[id] ?? null;
}

const unreachable = new Set<string>();
/** The refusals the page already explains (the document turned read-only, with why). */
const told = new WeakSet<ApiError>();

/** Whether this refusal is about a document this browser had open: its page says it, no toast. */
export function isToldByThePage(error: unknown): boolean {
  return error instanceof ApiError && told.has(error);
}
const listeners = new Set<() => void>();

export function forgetOpenedDocuments(): void {
  localStorage.removeItem(KEY);
  unreachable.clear();
  listeners.forEach((l) => l());
}

const DOCUMENT_PATH = /^\/api\/duerp\/([0-9a-f-]{36})(?=[/?]|$)/i;

/**
 * What the API client tells of each answer: a document read is remembered; « DUERP introuvable. »
 * for a remembered document marks it unreachable in this tab.
 */
export function noteDocumentAnswer(path: string, outcome: unknown): void {
  const id = DOCUMENT_PATH.exec(path)?.[1];
  if (!id) return;
  if (outcome instanceof ApiError) {
    if (outcome.status !== 404 || outcome.serverMessage !== DUERP_MESSAGES.notFound) return;
    if (openedDocumentEspace(id) !== null) told.add(outcome);
    markDocumentUnreachable(id);
  } else if (
    path === contract.duerp.get.path.replace(':id', id) &&
    outcome &&
    typeof outcome === 'object'
  ) {
    const { espaceId } = outcome as { espaceId?: unknown };
    if (typeof espaceId === 'string') rememberOpenedDocument(id, espaceId);
  }
}

/** A document this browser had open answers as gone (its live stream or a write said so). */
export function markDocumentUnreachable(id: string): void {
  if (openedDocumentEspace(id) === null || unreachable.has(id)) return;
  unreachable.add(id);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether a document this browser had open now answers as gone. */
export function useDocumentUnreachable(id: string): boolean {
  return useSyncExternalStore(subscribe, () => unreachable.has(id));
}
