import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { emptyAddress, type AddressValue } from '../../components/doctor-fields/address-fields.tsx';
import { emptyPersonal, type PersonalValue } from '../../components/doctor-fields/personal-fields.tsx';
import type { PhotoValue } from '../../components/doctor-fields/photo-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { setSession, useSession } from '../../lib/session.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import type { GeocodeResult } from '../../shared/schemas/doctor-forms.ts';
import { useGeocode } from './api/geocode.ts';
import { useRegisterDoctor } from './api/register-doctor.ts';
import type { RegistrationState } from '../../shared/schemas/doctor-profile-data.ts';
import { useRegistrationState } from './api/registration-state.ts';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';
import { clearRegistrationFiles, readRegistrationFiles, saveRegistrationFiles } from './draft-files.ts';
import { personalErrors, type FieldErrors } from '../../components/doctor-fields/field-rules.ts';
import {
  addressErrors, credentialChecks, emptyCredentials, furthestStep, geocodedAddress, lookupKey, resumeStep, showsStatus, type CredentialsValue, type Step, type WizardDraft,
} from './wizard-rules.ts';
import * as queryRoots from '../../lib/query-keys.ts';

const PERSONAL_FIELDS = ['first_name', 'last_name', 'gender', 'dob'];
const ADDRESS_FIELDS = ['address_one', 'address_two', 'city', 'state', 'country', 'postal_code', 'latitude', 'longitude'];

/** A rejected registration fills the wizard with what was submitted, to correct it. */
function draftFromServer(doctorId: number, state: RegistrationState): WizardDraft {
  return {
    doctorId,
    reached: 2,
    personal: { first_name: state.first_name, last_name: state.last_name, gender: state.gender ?? '', dob: state.dob ?? '' },
    address: {
      ...emptyAddress(),
      ...Object.fromEntries(Object.entries(state.address).map(([key, value]) => [key, value ?? (key === 'latitude' || key === 'longitude' ? null : '')])),
      // The street is geocoded again on Continue.
      latitude: null,
      longitude: null,
    },
    credentials: {
      ...emptyCredentials(),
      speciality_id: state.speciality_id ? String(state.speciality_id) : '',
      specialization: state.specializations.map((item) => String(item.id)),
      experience_years: state.experience_years ? String(state.experience_years) : '',
      registration_no: state.registration_no ?? '',
    },
  };
}

type Errors = Partial<Record<string, string>>;

/** The wizard's state: the draft (kept in the in-progress flag), the step, the checks and the calls. */
export function useRegistrationWizard() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const doctorId = session?.userType === 'doctor' ? (session.user.doctor_id ?? null) : null;
  const today = format(new Date(), 'yyyy-MM-dd');

  const [draft, setDraft] = useState<WizardDraft | null>(() => readDraft());
  const ownDraft = draft && draft.doctorId === doctorId ? draft : null;
  const [current, setCurrent] = useState<Step>(() => resumeStep(doctorId, readDraft(), today));
  const [errors, setErrors] = useState<Errors>({});
  const [photo, setPhoto] = useState<PhotoValue>({ file: null, stored: null });
  const [proofs, setProofs] = useState<{ license: File | null; id: File | null }>({ license: null, id: null });
  const [submitted, setSubmitted] = useState(false);
  // A rejected registration shows its status first; "Correct and Resubmit" opens the steps.
  const [correcting, setCorrecting] = useState(false);
  // The chosen files come back from IndexedDB after a reload (draft-files.ts); saved once they have been read.
  const [filesRead, setFilesRead] = useState(false);
  useEffect(() => {
    if (doctorId === null) return;
    let live = true;
    void readRegistrationFiles(doctorId).then((files) => {
      if (!live) return;
      if (files?.photo) setPhoto((value) => (value.file ? value : { file: files.photo, stored: null }));
      if (files) setProofs((value) => ({ license: value.license ?? files.license, id: value.id ?? files.id }));
      setFilesRead(true);
    });
    return () => {
      live = false;
    };
  }, [doctorId]);
  useEffect(() => {
    if (doctorId === null || !filesRead || submitted) return;
    void saveRegistrationFiles(doctorId, { photo: photo.file, license: proofs.license, id: proofs.id });
  }, [doctorId, filesRead, submitted, photo.file, proofs.license, proofs.id]);
  /** A geocode that placed only the city, waiting for the doctor to accept it, with the address it was for. */
  const [cityPin, setCityPin] = useState<{ key: string; place: GeocodeResult } | null>(null);
  const registration = useRegistrationState(doctorId);
  const geocode = useGeocode();
  const register = useRegisterDoctor();

  // Signed in at step 1 (or signed out elsewhere): move to where this doctor stands.
  useEffect(() => {
    if (submitted) return;
    setCurrent(resumeStep(doctorId, readDraft(), today));
  }, [doctorId]);

  // A rejected registration without a local draft starts from what was submitted.
  const state = registration.data;
  useEffect(() => {
    if (doctorId === null || !state?.registration_completed || state.verification_status !== 'rejected' || readDraft()?.doctorId === doctorId) return;
    const next = draftFromServer(doctorId, state);
    if (state.profile_image) setPhoto({ file: null, stored: state.profile_image });
    setDraft(next);
    writeDraft(next);
  }, [doctorId, state]);

  const base: WizardDraft = ownDraft ?? {
    doctorId: doctorId ?? 0, reached: 2, personal: emptyPersonal(), address: emptyAddress(), credentials: emptyCredentials(),
  };
  const furthest: Step = doctorId === null ? 1 : furthestStep(base, today);

  const update = (patch: Partial<WizardDraft>) => {
    if (doctorId === null) return;
    const next = { ...base, ...patch, doctorId };
    setDraft(next);
    writeDraft(next);
  };
  const messages = (found: FieldErrors<object>) =>
    Object.fromEntries(Object.entries(found).map(([key, value]) => [key, t(value as MessageKey)]));

  const open = (step: Step) => {
    setErrors({});
    setCurrent(step);
  };

  const continuePersonal = () => {
    const found = personalErrors(base.personal, today);
    setErrors(messages(found));
    if (Object.keys(found).length) return;
    update({ reached: base.reached < 3 ? 3 : base.reached });
    setCurrent(3);
  };

  const acceptPlace = (place: GeocodeResult) => {
    setCityPin(null);
    update({ reached: 4, address: geocodedAddress(base.address, place) });
    setCurrent(4);
  };

  const continueContact = () => {
    const found = addressErrors(base.address);
    setErrors(messages(found));
    setCityPin(null);
    if (Object.keys(found).length || geocode.isPending) return;
    const { address_one, address_two, city, state: region, country } = base.address;
    const key = lookupKey(base.address);
    geocode.mutate(
      { address_one, address_two, city, state: region, country },
      {
        // Only the city was placed (the gazetteer knows no streets): say so and let the doctor decide.
        onSuccess: (place) => (place.precision === 'street' ? acceptPlace(place) : setCityPin({ key, place })),
        // Any failure, also of the geocoder itself, is the one inline message (001 §5).
        onError: () => setErrors({ address_one: t('doctorRegister.addressInvalid') }),
      },
    );
  };

  // The offer stands only for the address it was made for: editing the street or city withdraws it.
  const pendingPin = cityPin && cityPin.key === lookupKey(base.address) ? cityPin.place : null;

  const submit = () => {
    if (doctorId === null || register.isPending) return;
    // Every failing field at once (the first is brought into view), not one per press.
    const failures = credentialChecks(base.credentials, proofs);
    if (failures.length) {
      setErrors(Object.fromEntries(failures.map((failure) => [failure.field, t(failure.message)])));
      return;
    }
    setErrors({});
    register.mutate(
      { doctorId, personal: base.personal, photo: photo.file, address: base.address, credentials: base.credentials, licenseProof: proofs.license!, idProof: proofs.id! },
      {
        // Submitted: the in-progress flag and the kept files go (001 §4), and the page turns into the
        // registration's status (issue 42), in the same session, instead of a signed-out home page.
        onSuccess: async (message) => {
          setSubmitted(true);
          clearDraft();
          setDraft(null);
          await clearRegistrationFiles();
          setCorrecting(false);
          await queryClient.invalidateQueries({ queryKey: [queryRoots.doctorRegistration] });
          toast.success(message || t('doctorRegister.submitted'));
          setProofs({ license: null, id: null });
          setPhoto({ file: null, stored: null });
          setCurrent(2);
        },
        onError: (error) => {
          const fields = isApiError(error) ? (error.errors ?? {}) : {};
          const field = Object.keys(fields)[0];
          if (field && PERSONAL_FIELDS.includes(field)) setCurrent(2);
          else if (field && ADDRESS_FIELDS.includes(field)) setCurrent(3);
          if (field) setErrors(fields);
          else toast.error(error.message);
        },
      },
    );
  };

  /** Verified meanwhile: this device's session learns it, and the portal opens. */
  const openPortal = () => {
    if (session?.userType !== 'doctor') return;
    setSession({ ...session.user, verification_badge: 'yes', registration_completed: 'yes' });
    void navigate({ to: '/doctor/welcome', replace: true });
  };

  return {
    doctorId,
    today,
    /** The finished registration's status page is shown instead of a step. */
    status: doctorId !== null && state && showsStatus(state, correcting) ? state : null,
    /** Signed in, the registration not read yet: neither the steps nor the status flash up. */
    loadingStatus: doctorId !== null && registration.isPending,
    correct: () => {
      setSubmitted(false);
      setCorrecting(true);
      setCurrent(resumeStep(doctorId, readDraft(), today));
    },
    openPortal,
    current,
    furthest,
    errors,
    submitted,
    rejectionReason: state?.rejection_reason ?? null,
    personal: base.personal,
    setPersonal: (personal: PersonalValue) => update({ personal }),
    photo,
    setPhoto,
    address: base.address,
    setAddress: (address: AddressValue) => update({ address }),
    credentials: base.credentials,
    setCredentials: (credentials: CredentialsValue) => update({ credentials }),
    proofs,
    setProofs,
    geocoding: geocode.isPending,
    cityPin: pendingPin,
    confirmCityPin: () => pendingPin && acceptPlace(pendingPin),
    submitting: register.isPending,
    open,
    continuePersonal,
    continueContact,
    submit,
  };
}

export type RegistrationWizardState = ReturnType<typeof useRegistrationWizard>;
