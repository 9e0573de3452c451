-- Translations that are what they say (issue 29 item 4, docs/decisions/0216-translations.md),
-- mirrored in supabase/migrations/20261127000700_translations.sql.
--
-- The two language versions of a piece are linked by translation_of: the Portuguese row names
-- the English row it translates, and may have a slug of its own. A Portuguese row inserted
-- with an English row's slug and no translation_of is linked to it by trigger (translations
-- used to share the slug, and still may); so is one waiting when its English row arrives.
-- Existing pairs are linked below. The language rule and each row's twins (en_slug, pt_slug)
-- are in the reads (app/backend/d1/localized.server.ts).

-- blog_articles
ALTER TABLE blog_articles ADD COLUMN translation_of TEXT REFERENCES blog_articles (id) ON DELETE SET NULL;
UPDATE blog_articles SET translation_of = (SELECT e.id FROM blog_articles e WHERE e.slug = blog_articles.slug AND e.locale = 'en') WHERE locale <> 'en';
CREATE UNIQUE INDEX blog_articles_translation_of ON blog_articles (translation_of);
CREATE TRIGGER blog_articles_translation_of_check_insert BEFORE INSERT ON blog_articles
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM blog_articles e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER blog_articles_translation_of_check_update BEFORE UPDATE OF translation_of, locale ON blog_articles
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM blog_articles e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER blog_articles_link_translation AFTER INSERT ON blog_articles
  WHEN new.locale <> 'en' AND new.translation_of IS NULL AND EXISTS (SELECT 1 FROM blog_articles e WHERE e.slug = new.slug AND e.locale = 'en')
  BEGIN UPDATE blog_articles SET translation_of = (SELECT e.id FROM blog_articles e WHERE e.slug = new.slug AND e.locale = 'en') WHERE id = new.id; END;
CREATE TRIGGER blog_articles_link_translations AFTER INSERT ON blog_articles
  WHEN new.locale = 'en' AND EXISTS (SELECT 1 FROM blog_articles p WHERE p.slug = new.slug AND p.locale <> 'en' AND p.translation_of IS NULL)
  BEGIN UPDATE blog_articles SET translation_of = new.id WHERE slug = new.slug AND locale <> 'en' AND translation_of IS NULL; END;

-- tutorials
ALTER TABLE tutorials ADD COLUMN translation_of TEXT REFERENCES tutorials (id) ON DELETE SET NULL;
UPDATE tutorials SET translation_of = (SELECT e.id FROM tutorials e WHERE e.slug = tutorials.slug AND e.locale = 'en') WHERE locale <> 'en';
CREATE UNIQUE INDEX tutorials_translation_of ON tutorials (translation_of);
CREATE TRIGGER tutorials_translation_of_check_insert BEFORE INSERT ON tutorials
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM tutorials e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER tutorials_translation_of_check_update BEFORE UPDATE OF translation_of, locale ON tutorials
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM tutorials e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER tutorials_link_translation AFTER INSERT ON tutorials
  WHEN new.locale <> 'en' AND new.translation_of IS NULL AND EXISTS (SELECT 1 FROM tutorials e WHERE e.slug = new.slug AND e.locale = 'en')
  BEGIN UPDATE tutorials SET translation_of = (SELECT e.id FROM tutorials e WHERE e.slug = new.slug AND e.locale = 'en') WHERE id = new.id; END;
CREATE TRIGGER tutorials_link_translations AFTER INSERT ON tutorials
  WHEN new.locale = 'en' AND EXISTS (SELECT 1 FROM tutorials p WHERE p.slug = new.slug AND p.locale <> 'en' AND p.translation_of IS NULL)
  BEGIN UPDATE tutorials SET translation_of = new.id WHERE slug = new.slug AND locale <> 'en' AND translation_of IS NULL; END;

-- help_articles
ALTER TABLE help_articles ADD COLUMN translation_of TEXT REFERENCES help_articles (id) ON DELETE SET NULL;
UPDATE help_articles SET translation_of = (SELECT e.id FROM help_articles e WHERE e.slug = help_articles.slug AND e.locale = 'en') WHERE locale <> 'en';
CREATE UNIQUE INDEX help_articles_translation_of ON help_articles (translation_of);
CREATE TRIGGER help_articles_translation_of_check_insert BEFORE INSERT ON help_articles
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM help_articles e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER help_articles_translation_of_check_update BEFORE UPDATE OF translation_of, locale ON help_articles
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM help_articles e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER help_articles_link_translation AFTER INSERT ON help_articles
  WHEN new.locale <> 'en' AND new.translation_of IS NULL AND EXISTS (SELECT 1 FROM help_articles e WHERE e.slug = new.slug AND e.locale = 'en')
  BEGIN UPDATE help_articles SET translation_of = (SELECT e.id FROM help_articles e WHERE e.slug = new.slug AND e.locale = 'en') WHERE id = new.id; END;
CREATE TRIGGER help_articles_link_translations AFTER INSERT ON help_articles
  WHEN new.locale = 'en' AND EXISTS (SELECT 1 FROM help_articles p WHERE p.slug = new.slug AND p.locale <> 'en' AND p.translation_of IS NULL)
  BEGIN UPDATE help_articles SET translation_of = new.id WHERE slug = new.slug AND locale <> 'en' AND translation_of IS NULL; END;

-- case_studies
ALTER TABLE case_studies ADD COLUMN translation_of TEXT REFERENCES case_studies (id) ON DELETE SET NULL;
UPDATE case_studies SET translation_of = (SELECT e.id FROM case_studies e WHERE e.slug = case_studies.slug AND e.locale = 'en') WHERE locale <> 'en';
CREATE UNIQUE INDEX case_studies_translation_of ON case_studies (translation_of);
CREATE TRIGGER case_studies_translation_of_check_insert BEFORE INSERT ON case_studies
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM case_studies e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER case_studies_translation_of_check_update BEFORE UPDATE OF translation_of, locale ON case_studies
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM case_studies e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER case_studies_link_translation AFTER INSERT ON case_studies
  WHEN new.locale <> 'en' AND new.translation_of IS NULL AND EXISTS (SELECT 1 FROM case_studies e WHERE e.slug = new.slug AND e.locale = 'en')
  BEGIN UPDATE case_studies SET translation_of = (SELECT e.id FROM case_studies e WHERE e.slug = new.slug AND e.locale = 'en') WHERE id = new.id; END;
CREATE TRIGGER case_studies_link_translations AFTER INSERT ON case_studies
  WHEN new.locale = 'en' AND EXISTS (SELECT 1 FROM case_studies p WHERE p.slug = new.slug AND p.locale <> 'en' AND p.translation_of IS NULL)
  BEGIN UPDATE case_studies SET translation_of = new.id WHERE slug = new.slug AND locale <> 'en' AND translation_of IS NULL; END;

-- comparisons
ALTER TABLE comparisons ADD COLUMN translation_of TEXT REFERENCES comparisons (id) ON DELETE SET NULL;
UPDATE comparisons SET translation_of = (SELECT e.id FROM comparisons e WHERE e.slug = comparisons.slug AND e.locale = 'en') WHERE locale <> 'en';
CREATE UNIQUE INDEX comparisons_translation_of ON comparisons (translation_of);
CREATE TRIGGER comparisons_translation_of_check_insert BEFORE INSERT ON comparisons
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM comparisons e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER comparisons_translation_of_check_update BEFORE UPDATE OF translation_of, locale ON comparisons
  WHEN new.translation_of IS NOT NULL AND (new.locale = 'en' OR NOT EXISTS (SELECT 1 FROM comparisons e WHERE e.id = new.translation_of AND e.locale = 'en'))
  BEGIN SELECT RAISE(ABORT, 'translation_of must name an English row, on a row of another language'); END;
CREATE TRIGGER comparisons_link_translation AFTER INSERT ON comparisons
  WHEN new.locale <> 'en' AND new.translation_of IS NULL AND EXISTS (SELECT 1 FROM comparisons e WHERE e.slug = new.slug AND e.locale = 'en')
  BEGIN UPDATE comparisons SET translation_of = (SELECT e.id FROM comparisons e WHERE e.slug = new.slug AND e.locale = 'en') WHERE id = new.id; END;
CREATE TRIGGER comparisons_link_translations AFTER INSERT ON comparisons
  WHEN new.locale = 'en' AND EXISTS (SELECT 1 FROM comparisons p WHERE p.slug = new.slug AND p.locale <> 'en' AND p.translation_of IS NULL)
  BEGIN UPDATE comparisons SET translation_of = new.id WHERE slug = new.slug AND locale <> 'en' AND translation_of IS NULL; END;
