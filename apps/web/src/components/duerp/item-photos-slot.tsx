import { createContext, useContext, type ReactNode } from 'react';

/** A risk or an action of a unit, as a place where photos show. */
export interface PhotoItem {
  idUniteDeTravail: string;
  idRisque?: string;
  idAction?: string;
  /** The item's name, for the labels of its buttons and its full view. */
  label: string;
}

const RenderPhotos = createContext<((item: PhotoItem) => ReactNode) | null>(null);

/**
 * Where a page puts the photos of the items its views list: the document's views mark the place
 * (`ItemPhotosSlot`), the page says what goes there (the photos feature, composed in app/).
 */
export function ItemPhotosProvider({
  render,
  children,
}: {
  render: (item: PhotoItem) => ReactNode;
  children: ReactNode;
}) {
  return <RenderPhotos.Provider value={render}>{children}</RenderPhotos.Provider>;
}

/** An item's photos inside an ItemPhotosProvider; nothing outside one. */
export function ItemPhotosSlot(item: PhotoItem) {
  const render = useContext(RenderPhotos);
  return render ? render(item) : null;
}
