import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STEP_COUNT, stepTitle } from '../steps';
import { HelpBox } from './help-box';
import { StepMenu } from './step-menu';

/**
 * The editor shell: title, Back/Quit link, side menu of the steps (burger on mobile),
 * the partner law firm's help box, and the current step.
 */
export function EditorLayout({
  title,
  step,
  quitTo,
  historyTo,
  hrefOf,
  presence,
  children,
}: {
  title: string;
  step: number;
  quitTo: string;
  /** The document's "Historique des modifications", once it exists. */
  historyTo?: string;
  hrefOf: (step: number) => string | null;
  /** Who else is on the document (existing documents only). */
  presence?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  // Remembering at which step the menu was opened closes it whenever the step changes.
  const [openAtStep, setOpenAtStep] = useState<number | null>(null);
  const menuOpen = openAtStep === step;
  useEffect(() => {
    void window.scrollTo(0, 0);
  }, [step]);
  return (
    <div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={quitTo}
          className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
        >
          <span aria-hidden="true">←</span> Quitter l'éditeur
        </Link>
        {historyTo && (
          <Link
            to={historyTo}
            className="inline-flex items-center text-sm font-medium text-blue-800 hover:underline"
          >
            Historique des modifications
          </Link>
        )}
      </div>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      {presence}
      <div className="mt-6 gap-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="mb-6 md:mb-0">
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium md:hidden"
            aria-expanded={menuOpen}
            aria-controls="editor-steps"
            onClick={() => setOpenAtStep(menuOpen ? null : step)}
          >
            <span>
              Étape {step} sur {STEP_COUNT} : {stepTitle(step)}
            </span>
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6 shrink-0" round={false} />
          </button>
          <StepMenu
            id="editor-steps"
            current={step}
            hrefOf={hrefOf}
            onSelect={() => setOpenAtStep(null)}
            className={`${menuOpen ? 'block' : 'hidden'} mt-2 rounded-lg border border-slate-200 bg-white p-2 md:mt-0 md:block md:border-0 md:bg-transparent md:p-0`}
          />
          <HelpBox className="mt-6 hidden md:block" />
        </div>
        <div className="min-w-0">
          {children}
          <HelpBox className="mt-8 md:hidden" />
        </div>
      </div>
    </div>
  );
}
