-- Project templates (issue 12): reusable project plans an admin turns into a real project for
-- a client (use_template), with their tasks becoming the project's dated milestones.
-- Prices are integer cents in the agency's currency, like projects.budget_cents.
-- Contract: docs/automation.md, "project-templates".

CREATE TABLE project_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  category text NOT NULL
    CHECK (category IN ('ecommerce', 'corporate', 'saas', 'marketing', 'mobile', 'redesign')),
  description text NULL CHECK (char_length(description) <= 5000),
  duration_weeks integer NOT NULL CHECK (duration_weeks BETWEEN 1 AND 260),
  price_min_cents bigint NOT NULL CHECK (price_min_cents >= 0),
  price_max_cents bigint NOT NULL,
  -- [{name, offset_days, duration_days, role}]: offsets are calendar days from the start.
  tasks jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tasks) = 'array'),
  deliverables text[] NOT NULL DEFAULT '{}',
  technologies text[] NOT NULL DEFAULT '{}',
  complexity text NOT NULL DEFAULT 'intermediate'
    CHECK (complexity IN ('basic', 'intermediate', 'advanced')),
  -- Projects made from it; kept when it is archived.
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  -- Archived templates are out of every list; the projects made from them are untouched.
  archived_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (price_max_cents >= price_min_cents)
);

CREATE INDEX project_templates_live_idx
  ON project_templates (category, lower(name)) WHERE archived_at IS NULL;

-- The six of the product we replace (spec §9), one per category, with realistic plans.
INSERT INTO project_templates
  (name, category, description, duration_weeks, price_min_cents, price_max_cents, tasks,
   deliverables, technologies, complexity)
VALUES
  ('Landing Page', 'marketing',
   'A single conversion-focused page for a launch or a campaign, with a lead form and analytics.',
   2, 150000, 300000,
   '[{"name": "Brief and wireframe", "offset_days": 0, "duration_days": 2, "role": "Designer"},
     {"name": "Visual design", "offset_days": 2, "duration_days": 3, "role": "Designer"},
     {"name": "Build and form", "offset_days": 5, "duration_days": 4, "role": "Developer"},
     {"name": "Review and launch", "offset_days": 10, "duration_days": 2, "role": "Project manager"}]',
   ARRAY['Responsive landing page', 'Lead capture form', 'Analytics setup'],
   ARRAY['HTML', 'CSS', 'JavaScript', 'Google Analytics'],
   'basic'),
  ('Corporate Website', 'corporate',
   'A multi-page company site with a content management system the client edits themselves.',
   6, 500000, 1000000,
   '[{"name": "Discovery and sitemap", "offset_days": 0, "duration_days": 5, "role": "Project manager"},
     {"name": "Design system and mockups", "offset_days": 5, "duration_days": 8, "role": "Designer"},
     {"name": "CMS development", "offset_days": 13, "duration_days": 14, "role": "Developer"},
     {"name": "Content entry", "offset_days": 27, "duration_days": 5, "role": "Content editor"},
     {"name": "Testing and launch", "offset_days": 34, "duration_days": 5, "role": "Developer"}]',
   ARRAY['Up to 10 page templates', 'CMS with editor training', 'SEO basics', 'Contact forms'],
   ARRAY['WordPress', 'PHP', 'MySQL'],
   'intermediate'),
  ('E-commerce Store', 'ecommerce',
   'An online shop with catalogue, cart, checkout, payments and order management.',
   10, 1200000, 2500000,
   '[{"name": "Discovery and catalogue structure", "offset_days": 0, "duration_days": 7, "role": "Project manager"},
     {"name": "Store design", "offset_days": 7, "duration_days": 10, "role": "Designer"},
     {"name": "Theme and checkout development", "offset_days": 17, "duration_days": 21, "role": "Developer"},
     {"name": "Payments, shipping and taxes", "offset_days": 38, "duration_days": 10, "role": "Developer"},
     {"name": "Product import", "offset_days": 48, "duration_days": 7, "role": "Content editor"},
     {"name": "Testing and launch", "offset_days": 62, "duration_days": 7, "role": "Developer"}]',
   ARRAY['Online store', 'Payment gateway', 'Product catalogue import', 'Order e-mails'],
   ARRAY['Shopify', 'Liquid', 'Stripe'],
   'advanced'),
  ('SaaS Dashboard', 'saas',
   'The web application of a software product: sign-up, billing and the first core features.',
   12, 1500000, 3000000,
   '[{"name": "Product discovery", "offset_days": 0, "duration_days": 7, "role": "Project manager"},
     {"name": "UX flows and UI kit", "offset_days": 7, "duration_days": 14, "role": "Designer"},
     {"name": "Accounts and billing", "offset_days": 21, "duration_days": 14, "role": "Developer"},
     {"name": "Core features", "offset_days": 35, "duration_days": 35, "role": "Developer"},
     {"name": "Beta and launch", "offset_days": 77, "duration_days": 7, "role": "Project manager"}]',
   ARRAY['Web application', 'Subscription billing', 'Admin dashboard', 'Technical documentation'],
   ARRAY['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
   'advanced'),
  ('Mobile App', 'mobile',
   'An iOS and Android app with its backend, published to both stores.',
   16, 2000000, 3500000,
   '[{"name": "Discovery and user stories", "offset_days": 0, "duration_days": 10, "role": "Project manager"},
     {"name": "App design and prototype", "offset_days": 10, "duration_days": 18, "role": "Designer"},
     {"name": "API and backend", "offset_days": 28, "duration_days": 28, "role": "Developer"},
     {"name": "App development", "offset_days": 28, "duration_days": 56, "role": "Developer"},
     {"name": "Testing on devices", "offset_days": 84, "duration_days": 14, "role": "QA"},
     {"name": "Store submission", "offset_days": 105, "duration_days": 7, "role": "Developer"}]',
   ARRAY['iOS app', 'Android app', 'Backend API', 'Store listings'],
   ARRAY['React Native', 'TypeScript', 'Node.js', 'Firebase'],
   'advanced'),
  ('Website Redesign', 'redesign',
   'A fresh design and faster build of an existing site, keeping its content and search rankings.',
   5, 400000, 800000,
   '[{"name": "Audit of the current site", "offset_days": 0, "duration_days": 4, "role": "Project manager"},
     {"name": "New design", "offset_days": 4, "duration_days": 8, "role": "Designer"},
     {"name": "Rebuild", "offset_days": 12, "duration_days": 12, "role": "Developer"},
     {"name": "Content migration and redirects", "offset_days": 24, "duration_days": 5, "role": "Content editor"},
     {"name": "Launch", "offset_days": 31, "duration_days": 2, "role": "Developer"}]',
   ARRAY['Redesigned site', 'Content migration', 'Redirect map', 'Performance report'],
   ARRAY['Next.js', 'Tailwind CSS', 'Headless CMS'],
   'intermediate');
