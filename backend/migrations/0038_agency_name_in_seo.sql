-- The seeded SEO of the public pages (0028) named the agency "Atelier": a renamed agency kept
-- that name in its tab titles and descriptions. The seeded texts still as they were now name it
-- `{{agency}}`, which the public site fills with the agency's name from Settings when it
-- renders (remote-public `pageMeta`, docs/site-management.md); a text the agency edited stays.

UPDATE site_page_seo AS seo SET title = seeded.new_text
FROM (VALUES
  ('home', 'en', 'Atelier — Web design and development agency',
   '{{agency}} — Web design and development agency'),
  ('home', 'fr', 'Atelier — Agence de conception et de développement web',
   '{{agency}} — Agence de conception et de développement web'),
  ('services', 'en', 'Services — Atelier',
   'Services — {{agency}}'),
  ('services', 'fr', 'Services — Atelier',
   'Services — {{agency}}'),
  ('estimator', 'en', 'Project estimator — Atelier',
   'Project estimator — {{agency}}'),
  ('estimator', 'fr', 'Estimateur de projet — Atelier',
   'Estimateur de projet — {{agency}}'),
  ('get-started', 'en', 'Get started — Atelier',
   'Get started — {{agency}}'),
  ('get-started', 'fr', 'Démarrer un projet — Atelier',
   'Démarrer un projet — {{agency}}'),
  ('privacy', 'en', 'Privacy policy — Atelier',
   'Privacy policy — {{agency}}'),
  ('privacy', 'fr', 'Politique de confidentialité — Atelier',
   'Politique de confidentialité — {{agency}}'),
  ('terms', 'en', 'Terms of service — Atelier',
   'Terms of service — {{agency}}'),
  ('terms', 'fr', 'Conditions générales — Atelier',
   'Conditions générales — {{agency}}')
) AS seeded (page, locale, old_text, new_text)
WHERE seo.page = seeded.page AND seo.locale = seeded.locale AND seo.title = seeded.old_text;

UPDATE site_page_seo AS seo SET description = seeded.new_text
FROM (VALUES
  ('home', 'en', 'Atelier designs, builds and grows fast, beautiful websites and apps. Free 30-minute consultation, fixed-price proposals.',
   '{{agency}} designs, builds and grows fast, beautiful websites and apps. Free 30-minute consultation, fixed-price proposals.'),
  ('home', 'fr', 'Atelier conçoit, développe et fait grandir des sites et des applications rapides et élégants. Consultation gratuite, devis au forfait.',
   '{{agency}} conçoit, développe et fait grandir des sites et des applications rapides et élégants. Consultation gratuite, devis au forfait.'),
  ('privacy', 'en', 'What personal data Atelier collects on this site, why, how long it is kept and how to exercise your rights.',
   'What personal data {{agency}} collects on this site, why, how long it is kept and how to exercise your rights.'),
  ('privacy', 'fr', 'Les données personnelles qu’Atelier recueille sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.',
   'Les données personnelles que {{agency}} recueille sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.'),
  ('terms', 'en', 'The terms that apply to the use of this site and to the services Atelier provides.',
   'The terms that apply to the use of this site and to the services {{agency}} provides.'),
  ('terms', 'fr', 'Les conditions qui s’appliquent à l’utilisation de ce site et aux services fournis par Atelier.',
   'Les conditions qui s’appliquent à l’utilisation de ce site et aux services fournis par {{agency}}.')
) AS seeded (page, locale, old_text, new_text)
WHERE seo.page = seeded.page AND seo.locale = seeded.locale AND seo.description = seeded.old_text;
