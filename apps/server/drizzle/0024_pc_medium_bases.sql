ALTER TABLE "ad_id_batches" DROP CONSTRAINT "ad_id_batches_medium_check";--> statement-breakpoint
ALTER TABLE "ad_id_categories" DROP CONSTRAINT "ad_id_categories_medium_check";--> statement-breakpoint
ALTER TABLE "ad_ids" DROP CONSTRAINT "ad_ids_medium_check";--> statement-breakpoint
ALTER TABLE "conversion_bases" DROP CONSTRAINT "conversion_bases_medium_check";--> statement-breakpoint
ALTER TABLE "conversion_bases" DROP CONSTRAINT "conversion_bases_platform_check";--> statement-breakpoint
ALTER TABLE "ad_id_batches" ADD CONSTRAINT "ad_id_batches_medium_check" CHECK ("ad_id_batches"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "ad_id_categories" ADD CONSTRAINT "ad_id_categories_medium_check" CHECK ("ad_id_categories"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "ad_ids" ADD CONSTRAINT "ad_ids_medium_check" CHECK ("ad_ids"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_medium_check" CHECK ("conversion_bases"."medium" in ('bytedance', 'kuaishou', 'tencent', 'other', 'pc'));--> statement-breakpoint
ALTER TABLE "conversion_bases" ADD CONSTRAINT "conversion_bases_platform_check" CHECK ("conversion_bases"."platform" in ('APP_ANDROID', 'APP_IOS', 'PC'));