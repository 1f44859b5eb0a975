-- A doctor's stored pinyin and initials read the family name as a family name (lib/person-name.ts):
-- 单于 is chanyu, not shan + yu; 种 chong, 秘 bi, 重 chong, 洗 xian, 祭 zhai, 佴 nai, 炅 gui and 蕃 pi,
-- which the pinyin library read as everyday characters. Names stored before are read again here, so a
-- keyword's family-name reading finds them. The owner updates every tenant's rows: the policy is
-- lifted for the statement and forced again (as row-security.ts forces it after the migrations).
ALTER TABLE "doctor" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "doctor" d
  SET "name_pinyin" = r.new_pinyin || substr(d."name_pinyin", length(r.old_pinyin) + 1),
      "name_initials" = r.new_initials || substr(d."name_initials", length(r.old_initials) + 1)
  FROM (VALUES
    ('单于', 'shanyu', 'sy', 'chanyu', 'cy'),
    ('种', 'zhong', 'z', 'chong', 'c'),
    ('秘', 'mi', 'm', 'bi', 'b'),
    ('重', 'zhong', 'z', 'chong', 'c'),
    ('洗', 'xi', 'x', 'xian', 'x'),
    ('祭', 'ji', 'j', 'zhai', 'z'),
    ('佴', 'er', 'e', 'nai', 'n'),
    ('炅', 'jiong', 'j', 'gui', 'g'),
    ('蕃', 'fan', 'f', 'pi', 'p')
  ) AS r(surname, old_pinyin, old_initials, new_pinyin, new_initials)
  WHERE starts_with(d."name", r.surname) AND starts_with(d."name_pinyin", r.old_pinyin) AND starts_with(d."name_initials", r.old_initials);--> statement-breakpoint
ALTER TABLE "doctor" FORCE ROW LEVEL SECURITY;
