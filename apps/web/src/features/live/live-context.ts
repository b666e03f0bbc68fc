import { createContext, useContext } from 'react';
import type { LiveDocument } from './hooks/use-live-document';

/** The open document's live state, for the forms that protect the field being typed in. */
export const LiveContext = createContext<LiveDocument>({ people: [], lastChange: null });

export function useLive(): LiveDocument {
  return useContext(LiveContext);
}
