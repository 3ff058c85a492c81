import { MAP_TILE_ORIGIN } from "@campusride/shared/domain/trip-spots";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";

/** The zoom a spot is shown at: a few streets around it. */
const SPOT_ZOOM = 16;

export interface SpotMapViewProps {
  /** The spot, or null (a picker with nothing picked yet shows `center`). */
  spot: { lat: number; lng: number } | null;
  /** Where the map looks when there is no spot (a picker: the trip's start). */
  center?: { lat: number; lng: number } | undefined;
  /** A picker: a click or tap drops the pin there. */
  onPick?: ((point: { lat: number; lng: number }) => void) | undefined;
}

/**
 * Leaflet's map of one spot on OpenStreetMap's tiles, with their attribution. The marker is
 * a vector circle, so it shows even when the tiles cannot load (offline, tests). Loaded on
 * its own (spot-map.tsx), never with the first screen.
 */
export default function SpotMapView({ spot, center, onPick }: SpotMapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!element.current) return;
    const at = spot ?? center ?? { lat: 0, lng: 0 };
    const created = L.map(element.current, { scrollWheelZoom: false, attributionControl: true }).setView(
      [at.lat, at.lng],
      SPOT_ZOOM,
    );
    L.tileLayer(`${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`, {
      maxZoom: 19,
      attribution: `<a href="https://www.openstreetmap.org/copyright">${TRIP_MESSAGES.mapAttribution}</a>`,
    }).addTo(created);
    created.on("click", (event: L.LeafletMouseEvent) => {
      pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // the map is made once; the spot follows below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lat = spot?.lat;
  const lng = spot?.lng;
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const latLng: L.LatLngExpression = [lat, lng];
    if (marker.current) marker.current.setLatLng(latLng);
    else {
      marker.current = L.circleMarker(latLng, {
        radius: 10,
        color: "#1d4ed8",
        weight: 3,
        fillColor: "#3b82f6",
        fillOpacity: 0.9,
        className: "spot-marker",
      }).addTo(shown);
    }
    shown.setView(latLng, shown.getZoom());
  }, [lat, lng]);

  return <div ref={element} data-testid="spot-map" className="h-48 w-full rounded-xl" />;
}
