/** Contact: legal questions are passed to the partner law firm. */
export function LawFirmNotice() {
  return (
    <aside
      aria-label="Questions juridiques"
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
    >
      <p className="font-semibold">Une question juridique&nbsp;?</p>
      <p className="mt-1">
        Posez-la grâce à ce formulaire&nbsp;: les questions d'ordre juridique (obligations de
        l'employeur, contenu du document unique, contrôle de l'inspection du travail…) sont
        transmises à notre cabinet d'avocats partenaire, qui vous répondra directement.
      </p>
    </aside>
  );
}
