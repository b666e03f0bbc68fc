import { createContext, useContext } from 'react';

export interface EditorNavigation {
  step: number;
  /** Where Quit leads: the document page, or the list before a document exists. */
  quitTo: string;
  /** `afterSave` skips the unsaved-changes question (the step has just saved its own form). */
  goTo: (step: number, options?: { afterSave?: boolean }) => void;
  /** Step 2's form reports here whether it holds unsaved changes. */
  setUnsaved: (unsaved: boolean) => void;
}

export const EditorContext = createContext<EditorNavigation | null>(null);

export function useEditorNavigation(): EditorNavigation {
  const context = useContext(EditorContext);
  if (!context) throw new Error('useEditorNavigation hors de l’éditeur');
  return context;
}
