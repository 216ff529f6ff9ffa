import { Bone, Card, SkeletonRegion, TextLines } from './skeleton.tsx';

/** Appointment list: tabs, filter column and booking rows. */
export function AppointmentListSkeleton() {
  return (
    <SkeletonRegion className="space-y-5">
      <div className="flex gap-2">
        {[0, 1, 2].map((i) => (
          <Bone key={i} className="h-10 w-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <Card className="hidden h-fit space-y-5 lg:block">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2.5">
              <Bone className="h-4 w-28" />
              <Bone className="h-3.5 w-32" />
              <Bone className="h-3.5 w-24" />
            </div>
          ))}
        </Card>
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <Card key={i} className="space-y-4">
              <div className="flex items-center justify-between">
                <Bone className="h-6 w-24 rounded-full" />
                <Bone className="h-4 w-32" />
              </div>
              <div className="flex items-center gap-3">
                <Bone className="h-12 w-12 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Bone className="h-4 w-44" />
                  <Bone className="h-3.5 w-28" />
                </div>
              </div>
              <div className="flex justify-end gap-2">
                <Bone className="h-9 w-28 rounded-xl" />
                <Bone className="h-9 w-28 rounded-xl" />
              </div>
            </Card>
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}

/** Profile form: avatar and two-column fields. */
export function ProfileFormSkeleton() {
  return (
    <SkeletonRegion>
      <Card className="space-y-6">
        <div className="flex items-center gap-4">
          <Bone className="h-20 w-20 rounded-full" />
          <div className="space-y-2">
            <Bone className="h-4 w-36" />
            <Bone className="h-3.5 w-24" />
          </div>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Bone className="h-3.5 w-24" />
              <Bone className="h-11" />
            </div>
          ))}
        </div>
        <div className="flex justify-end">
          <Bone className="h-11 w-28 rounded-xl" />
        </div>
      </Card>
    </SkeletonRegion>
  );
}

/** FAQ and support: question rows beside a short form. */
export function SupportSkeleton() {
  return (
    <SkeletonRegion className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Card key={i} className="flex items-center justify-between gap-4 py-4">
            <Bone className="h-4 w-3/4" />
            <Bone className="h-5 w-5 rounded" />
          </Card>
        ))}
      </div>
      <Card className="space-y-4">
        <Bone className="h-5 w-40" />
        <Bone className="h-11" />
        <Bone className="h-32" />
        <Bone className="h-11 w-28 rounded-xl" />
      </Card>
    </SkeletonRegion>
  );
}

/** Doctor dashboard: stat tiles and a panel. */
export function DashboardSkeleton() {
  return (
    <SkeletonRegion className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-3">
            <Bone className="h-3.5 w-24" />
            <Bone className="h-8 w-16" />
          </Card>
        ))}
      </div>
      <Card className="space-y-4">
        <Bone className="h-5 w-40" />
        <TextLines count={5} />
      </Card>
    </SkeletonRegion>
  );
}
