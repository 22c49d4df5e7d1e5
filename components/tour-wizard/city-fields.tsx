"use client";
// Start city: province first, then one of its cities. A stored city gets its province from the
// list of all cities, so an edited tour shows both.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "./fields";
import { tourApi } from "./tour-api";

export function CityFields({ required }: { required?: boolean }) {
  const { setValue, getValues } = useFormContext();
  const provinceId = useWatch({ name: "provinceId" }) as number | null;
  const cityId = useWatch({ name: "startCityId" }) as number | null;
  const provinces = useQuery({ queryKey: ["provinces"], queryFn: tourApi.provinces, staleTime: Infinity });
  const cities = useQuery({
    queryKey: ["provinces", provinceId, "cities"],
    queryFn: () => tourApi.cities(provinceId!),
    enabled: Boolean(provinceId),
    staleTime: Infinity,
  });
  const needsProvince = Boolean(cityId) && !provinceId;
  const all = useQuery({
    queryKey: ["cities", "all"],
    queryFn: tourApi.allCities,
    enabled: needsProvince,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!needsProvince || !all.data) return;
    const city = all.data.find((c) => c.id === cityId);
    if (city) setValue("provinceId", city.provinceId);
  }, [needsProvince, all.data, cityId, setValue]);

  return (
    <>
      <SelectField
        name="provinceId"
        label="استان مبدأ"
        numeric
        required={required}
        placeholder="انتخاب استان"
        options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onPicked={() => {
          // A city of another province would be a wrong pair: choose again.
          if (getValues("startCityId")) setValue("startCityId", null);
        }}
      />
      <SelectField
        name="startCityId"
        label="شهر مبدأ"
        numeric
        required={required}
        placeholder={provinceId ? "انتخاب شهر" : "ابتدا استان را انتخاب کنید"}
        options={cities.data ? cities.data.map((c) => ({ value: c.id, label: c.name })) : []}
      />
    </>
  );
}
