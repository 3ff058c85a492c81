import { useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { WithProfile } from "../../features/auth/components/with-profile.tsx";
import { EditRide } from "../../features/rides/components/edit-ride.tsx";
import { TripSpotFields } from "./driver/trip-spot-fields.tsx";

/** /rides/:id/edit: departure time, seats, notes and pickup and drop-off spots of one of the driver's trips. */
export default function EditRidePage() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader
        title="Edit Trip"
        intro="Change the departure time, the seats you offer, your notes or where you meet your riders."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <WithProfile>
          {(profile) => (
            <EditRide
              key={id}
              rideId={id}
              userId={profile.id}
              spotFields={(ride) => (
                <TripSpotFields
                  start={
                    ride.originLat === null || ride.originLng === null
                      ? undefined
                      : { lat: ride.originLat, lng: ride.originLng }
                  }
                />
              )}
            />
          )}
        </WithProfile>
      </div>
    </>
  );
}
