import { LISTING_PAGE_SIZE } from '../../shared/constants.ts';
import { Bone, Card, SkeletonRegion, TextLines } from './skeleton.tsx';

function DoctorCardBones() {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row">
      <Bone className="h-24 w-24 shrink-0 rounded-2xl" />
      <div className="flex-1 space-y-3">
        <Bone className="h-5 w-48" />
        <Bone className="h-3.5 w-32" />
        <Bone className="h-3.5 w-64 max-w-full" />
        <div className="flex gap-2">
          <Bone className="h-6 w-20 rounded-full" />
          <Bone className="h-6 w-24 rounded-full" />
        </div>
      </div>
      <div className="flex items-end justify-between gap-3 sm:flex-col">
        <Bone className="h-6 w-24" />
        <Bone className="h-10 w-32 rounded-xl" />
      </div>
    </Card>
  );
}

/** Filtered results list: result cards only (the search page's list area). */
export function ResultsListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonRegion className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <DoctorCardBones key={i} />
      ))}
    </SkeletonRegion>
  );
}

/** Doctor listing: filter sidebar beside the result cards. */
export function ListingSkeleton() {
  return (
    <SkeletonRegion className="grid gap-6 lg:grid-cols-[17rem_1fr]">
      <Card className="hidden h-fit space-y-6 lg:block">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3">
            <Bone className="h-4 w-28" />
            {[0, 1, 2].map((j) => (
              <div key={j} className="flex items-center gap-2">
                <Bone className="h-4 w-4 rounded" />
                <Bone className="h-3.5 w-24" />
              </div>
            ))}
          </div>
        ))}
      </Card>
      <div className="space-y-4">
        <div className="flex gap-2 lg:hidden">
          {[0, 1, 2].map((i) => (
            <Bone key={i} className="h-8 w-24 rounded-full" />
          ))}
        </div>
        <Bone className="h-5 w-52" />
        {Array.from({ length: Math.min(LISTING_PAGE_SIZE, 4) }, (_, i) => (
          <DoctorCardBones key={i} />
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** Doctor detail: profile, about, symptoms, reviews (65%) and booking panel (35%). */
export function DoctorDetailSkeleton() {
  return (
    <SkeletonRegion className="grid gap-6 lg:grid-cols-[65fr_35fr]">
      <div className="space-y-6">
        <Card className="flex flex-col gap-5 sm:flex-row">
          <Bone className="h-32 w-32 shrink-0 rounded-2xl" />
          <div className="flex-1 space-y-3">
            <Bone className="h-6 w-56" />
            <Bone className="h-4 w-40" />
            <Bone className="h-4 w-64 max-w-full" />
            <div className="flex gap-2">
              <Bone className="h-6 w-24 rounded-full" />
              <Bone className="h-6 w-24 rounded-full" />
              <Bone className="h-6 w-24 rounded-full" />
            </div>
          </div>
        </Card>
        <Card className="space-y-3">
          <Bone className="h-5 w-24" />
          <TextLines count={4} />
        </Card>
        <Card className="space-y-3">
          <Bone className="h-5 w-28" />
          <div className="flex flex-wrap gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Bone key={i} className="h-8 w-28 rounded-full" />
            ))}
          </div>
        </Card>
        <Card className="space-y-4">
          <Bone className="h-5 w-32" />
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Bone className="h-3 w-10" />
              <Bone className="h-2.5 flex-1 rounded-full" />
            </div>
          ))}
        </Card>
      </div>
      <Card className="hidden h-fit space-y-4 lg:block">
        <div className="flex gap-2">
          <Bone className="h-10 flex-1 rounded-xl" />
          <Bone className="h-10 flex-1 rounded-xl" />
        </div>
        <div className="grid grid-cols-7 gap-1.5">
          {Array.from({ length: 7 }, (_, i) => (
            <Bone key={i} className="h-14" />
          ))}
        </div>
        <div className="grid grid-cols-3 gap-2">
          {Array.from({ length: 9 }, (_, i) => (
            <Bone key={i} className="h-9" />
          ))}
        </div>
        <Bone className="h-11 rounded-xl" />
      </Card>
    </SkeletonRegion>
  );
}
