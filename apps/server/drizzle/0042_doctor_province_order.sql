-- A province filter reads its doctors in list order from its own entries, not the keyword's matches in
-- every province.
CREATE INDEX "doctor_tenant_province" ON "doctor" USING btree ("tenant_id","province_code",("name_pinyin" collate "C"),"id",("name" collate "C"),"unit_paths","city_code","hospital_level","title_code","hospital_id","hospital_department_id","standard_department_id");