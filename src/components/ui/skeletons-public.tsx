import { TILES_COLLAPSED } from '../../shared/constants.ts';
import { Bone, Card, SkeletonRegion, TextLines } from './skeleton.tsx';

/** The home search card's fields (label, field) ×2 and the Submit button, while its widgets load. */
export function SearchCardSkeleton() {
  return (
    <SkeletonRegion className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_auto] md:items-end">
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2">
          <Bone className="h-4 w-28" />
          <Bone className="h-12" />
        </div>
      ))}
      <Bone className="h-12 md:w-36" />
    </SkeletonRegion>
  );
}

/** Home: search card, speciality tiles, help banner. */
export function HomeSkeleton() {
  return (
    <SkeletonRegion className="space-y-10">
      <Card className="space-y-4">
        <Bone className="h-6 w-56" />
        <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto]">
          <Bone className="h-11" />
          <Bone className="h-11" />
          <Bone className="h-11 md:w-32" />
        </div>
      </Card>
      <div className="space-y-4">
        <Bone className="h-6 w-48" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: TILES_COLLAPSED }, (_, i) => (
            <Card key={i} className="flex flex-col items-center gap-3 p-4">
              <Bone className="h-12 w-12 rounded-full" />
              <Bone className="h-3.5 w-20" />
            </Card>
          ))}
        </div>
      </div>
      <Bone className="h-32 rounded-2xl" />
    </SkeletonRegion>
  );
}

/** About or landing page: heading, intro, feature blocks. */
export function AboutSkeleton() {
  return (
    <SkeletonRegion className="space-y-8">
      <div className="space-y-3">
        <Bone className="h-8 w-48" />
        <TextLines count={3} />
      </div>
      <Bone className="h-48 rounded-2xl" />
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-3">
            <Bone className="h-10 w-10 rounded-full" />
            <Bone className="h-4 w-32" />
            <TextLines count={2} />
          </Card>
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** Contact page: heading, intro, contact form beside details. */
export function ContactSkeleton() {
  return (
    <SkeletonRegion className="space-y-8">
      <div className="space-y-3">
        <Bone className="h-8 w-44" />
        <TextLines count={2} />
      </div>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Bone className="h-11" />
            <Bone className="h-11" />
          </div>
          <Bone className="h-11" />
          <Bone className="h-28" />
          <Bone className="h-11 w-32" />
        </Card>
        <Card className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Bone className="h-9 w-9 rounded-full" />
              <Bone className="h-3.5 flex-1" />
            </div>
          ))}
        </Card>
      </div>
    </SkeletonRegion>
  );
}

/** Legal text: title, date, sections of paragraphs. */
export function LegalSkeleton() {
  return (
    <SkeletonRegion className="space-y-8">
      <div className="space-y-3">
        <Bone className="h-8 w-64" />
        <Bone className="h-3.5 w-40" />
      </div>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-3">
          <Bone className="h-5 w-56" />
          <TextLines count={4} />
        </div>
      ))}
    </SkeletonRegion>
  );
}
