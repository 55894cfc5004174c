import { PageMain } from '../../components/page-main';

/**
 * The page that stops someone at the door of an area: a heading, why, and two ways on (the first
 * the primary one). Written once for the sign-in and the role checks, so they look alike.
 */
export function GateCard({
  id,
  title,
  message,
  actions,
}: {
  id: string;
  title: string;
  message: string;
  actions: [{ label: string; onClick: () => void }, { label: string; onClick: () => void }];
}) {
  const [primary, secondary] = actions;
  return (
    <PageMain className="grid min-h-dvh place-items-center bg-stone-100 px-4">
      <section className="card w-full max-w-md text-center" aria-labelledby={id}>
        <h1 id={id} className="text-2xl font-bold text-stone-900">
          {title}
        </h1>
        <p className="mt-3 text-stone-700">{message}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <button type="button" className="btn btn-primary" onClick={primary.onClick}>
            {primary.label}
          </button>
          <button type="button" className="btn btn-secondary" onClick={secondary.onClick}>
            {secondary.label}
          </button>
        </div>
      </section>
    </PageMain>
  );
}
