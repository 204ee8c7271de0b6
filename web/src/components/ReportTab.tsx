/** The Report tab of /more: what to report and how it is handled (the form sits below it). */
export function ReportTab() {
  return (
    <section className="more__section" aria-labelledby="report-guidelines">
      <h2 id="report-guidelines" className="more__heading">
        Report a problem
      </h2>
      <p>Tell us about anything that breaks our community guidelines or doesn't work as it should:</p>
      <ul className="more__list">
        <li>harassment, bullying, hate speech or threats;</li>
        <li>nudity, violence or other content not suitable for Glimpse;</li>
        <li>spam, scams or fake accounts;</li>
        <li>someone under 18 using Glimpse;</li>
        <li>bugs and things that don't work.</li>
      </ul>
      <p>Describe what happened and, if you can, name the account and add a screenshot. Our moderators review every report within 24 hours.</p>
    </section>
  );
}
