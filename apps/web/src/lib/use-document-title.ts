import { useEffect } from 'react';

/** Sets the tab title: "<page> – DUERP en ligne". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – DUERP en ligne`;
  }, [title]);
}
