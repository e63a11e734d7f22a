import { Icon } from '@/components/icons/Icon';
import { ICON_NAMES } from '@/components/icons/iconNames';

/** /icons: every icon the portal draws, named as the code names it. */
export function IconsPage() {
  return (
    <section aria-labelledby="icon-gallery-heading">
      <h2 id="icon-gallery-heading" className="h5">
        All {ICON_NAMES.length} icons
      </h2>
      <p className="text-body-secondary">
        Pass a name to <code>&lt;Icon name=… /&gt;</code>; icons take the size and colour of the text around them.
      </p>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-xl-6 g-3 list-unstyled">
        {ICON_NAMES.map((name) => (
          <li key={name} className="col">
            <figure className="card h-100 mb-0 py-3 text-center">
              <Icon name={name} className="fs-2 mx-auto" />
              <figcaption className="mt-2">
                <code>{name}</code>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
