import type { Masterdata } from '../api/get-masterdata';

type Example = Masterdata['unitesDeTravail'][number];

/** The premade examples, the sector's own first; a click adds one (not while a save runs). */
export function PremadeUnits({
  examples,
  disabled,
  onAdd,
}: {
  examples: Example[];
  disabled: boolean;
  onAdd: (name: string) => void;
}) {
  const highlighted = examples.filter((e) => e.isHighlighted);
  const others = examples.filter((e) => !e.isHighlighted);
  return (
    <div className="space-y-4">
      {highlighted.length > 0 && (
        <ExampleGroup
          title="Suggérées pour votre secteur"
          examples={highlighted}
          highlighted
          disabled={disabled}
          onAdd={onAdd}
        />
      )}
      <ExampleGroup
        title={highlighted.length > 0 ? 'Autres exemples' : 'Exemples'}
        examples={others}
        disabled={disabled}
        onAdd={onAdd}
      />
    </div>
  );
}

function ExampleGroup({
  title,
  examples,
  highlighted = false,
  disabled,
  onAdd,
}: {
  title: string;
  examples: Example[];
  highlighted?: boolean;
  disabled: boolean;
  onAdd: (name: string) => void;
}) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-800">{title}</h4>
      <ul className="flex flex-wrap gap-2">
        {examples.map((example) => (
          <li key={example.idUniteDeTravail}>
            <button
              type="button"
              aria-disabled={disabled || undefined}
              onClick={() => !disabled && onAdd(example.displayName)}
              aria-label={`Ajouter l'unité ${example.displayName}`}
              className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm aria-disabled:cursor-wait aria-disabled:opacity-60 ${
                highlighted
                  ? 'border-blue-300 bg-blue-50 text-blue-900 hover:bg-blue-100'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              <span aria-hidden="true" className="font-bold">
                +
              </span>
              {example.displayName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
