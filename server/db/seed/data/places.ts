/** Where demo doctors practise: the 13 demo cities with local addresses. */
export type Region = 'uae' | 'india';

export interface DemoCity {
  name: string;
  /** Same as the gazetteer slug of the city. */
  slug: string;
  state: string;
  country: 'United Arab Emirates' | 'India';
  region: Region;
  timeZone: 'Asia/Dubai' | 'Asia/Kolkata';
  latitude: number;
  longitude: number;
  /** Relative share of doctors. */
  weight: number;
  /** Postal code prefix (India only: 3 digits, 3 more are generated). */
  postalPrefix?: string;
  /** Areas and streets for address_two. */
  areas: string[];
  /** Towers and complexes for address_one. */
  buildings: string[];
  /** Health authority prefix of the registration number. */
  council: { prefix: string; name: string };
}

const dha = { prefix: 'DHA', name: 'Dubai Health Authority' };
const doh = { prefix: 'DOH', name: 'Department of Health - Abu Dhabi' };
const mohap = { prefix: 'MOHAP', name: 'Ministry of Health and Prevention' };

export const demoCities: DemoCity[] = [
  {
    name: 'Dubai', slug: 'dubai', state: 'Dubai', country: 'United Arab Emirates', region: 'uae', timeZone: 'Asia/Dubai',
    latitude: 25.2048, longitude: 55.2708, weight: 16, council: dha,
    areas: ['Al Wasl Road, Jumeirah', 'Sheikh Zayed Road, Trade Centre', 'Al Barsha 1', 'Dubai Healthcare City', 'Business Bay', 'Dubai Marina', 'Al Karama', 'Deira, Al Rigga', 'Mirdif', 'Jumeirah Lake Towers', 'Bur Dubai, Al Mankhool', 'Al Qusais'],
    buildings: ['Al Wasl Tower', 'Building 64, Al Razi', 'Ibn Sina Building', 'Marina Plaza', 'Bay Square 5', 'Al Attar Business Centre', 'City Centre Offices', 'Indigo Icon Tower', 'Al Hudaiba Building'],
  },
  {
    name: 'Abu Dhabi', slug: 'abu-dhabi', state: 'Abu Dhabi', country: 'United Arab Emirates', region: 'uae', timeZone: 'Asia/Dubai',
    latitude: 24.4539, longitude: 54.3773, weight: 10, council: doh,
    areas: ['Corniche Road', 'Al Khalidiyah', 'Hamdan Street', 'Al Reem Island', 'Khalifa City', 'Mussafah', 'Electra Street', 'Al Bateen', 'Al Mushrif'],
    buildings: ['Nation Towers', 'Sky Tower', 'Al Ghaith Tower', 'Capital Plaza', 'World Trade Center Mall Offices', 'Al Mariah Tower', 'Etihad Plaza'],
  },
  {
    name: 'Sharjah', slug: 'sharjah', state: 'Sharjah', country: 'United Arab Emirates', region: 'uae', timeZone: 'Asia/Dubai',
    latitude: 25.3463, longitude: 55.4209, weight: 7, council: mohap,
    areas: ['Al Majaz 2', 'Al Nahda', 'Al Taawun', 'King Faisal Street', 'Al Khan', 'Muwaileh', 'Rolla'],
    buildings: ['Al Majaz Tower', 'Crystal Plaza', 'Al Taawun Mall Offices', 'Sahara Centre Tower', 'Al Qasba Building'],
  },
  {
    name: 'Al Ain', slug: 'al-ain', state: 'Abu Dhabi', country: 'United Arab Emirates', region: 'uae', timeZone: 'Asia/Dubai',
    latitude: 24.2075, longitude: 55.7447, weight: 3, council: doh,
    areas: ['Al Jimi', 'Al Muwaiji', 'Khalifa Street', 'Al Towayya', 'Zakher'],
    buildings: ['Al Jimi Mall Offices', 'Bawadi Tower', 'Al Ain Medical Centre', 'Hili Plaza'],
  },
  {
    name: 'Ajman', slug: 'ajman', state: 'Ajman', country: 'United Arab Emirates', region: 'uae', timeZone: 'Asia/Dubai',
    latitude: 25.4052, longitude: 55.5136, weight: 3, council: mohap,
    areas: ['Al Nuaimiya', 'Al Rashidiya', 'Sheikh Khalifa Bin Zayed Street', 'Al Jurf', 'Corniche Ajman'],
    buildings: ['Ajman Business Tower', 'Falcon Tower', 'City Tower 2', 'Al Nuaimiya Towers'],
  },
  {
    name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 19.076, longitude: 72.8777, weight: 14, postalPrefix: '400', council: { prefix: 'MMC', name: 'Maharashtra Medical Council' },
    areas: ['Linking Road, Bandra West', 'Andheri East', 'Powai', 'Dadar West', 'Colaba Causeway', 'Malad West', 'Chembur', 'Lower Parel', 'Juhu Tara Road'],
    buildings: ['Hiranandani Gardens', 'Kohinoor Square', 'Peninsula Business Park', 'Shah Arcade', 'Sunshine Tower', 'Hubtown Solaris'],
  },
  {
    name: 'Delhi', slug: 'delhi', state: 'Delhi', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 28.6139, longitude: 77.209, weight: 14, postalPrefix: '110', council: { prefix: 'DMC', name: 'Delhi Medical Council' },
    areas: ['Connaught Place', 'Greater Kailash II', 'Lajpat Nagar', 'Rajouri Garden', 'Saket', 'Dwarka Sector 12', 'Karol Bagh', 'Vasant Kunj', 'Preet Vihar'],
    buildings: ['DLF Courtyard', 'Ansal Plaza', 'Vardhman Tower', 'Eros Corporate Tower', 'Pusa Road Complex', 'M Block Market'],
  },
  {
    name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 12.9716, longitude: 77.5946, weight: 10, postalPrefix: '560', council: { prefix: 'KMC', name: 'Karnataka Medical Council' },
    areas: ['Indiranagar 100 Feet Road', 'Koramangala 5th Block', 'Jayanagar 4th Block', 'Whitefield', 'HSR Layout', 'Malleshwaram', 'Marathahalli', 'Hebbal'],
    buildings: ['Prestige Meridian', 'Brigade Towers', 'Embassy Point', 'Sobha Pearl', 'Mantri Commercio'],
  },
  {
    name: 'Chennai', slug: 'chennai', state: 'Tamil Nadu', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 13.0827, longitude: 80.2707, weight: 7, postalPrefix: '600', council: { prefix: 'TNMC', name: 'Tamil Nadu Medical Council' },
    areas: ['Anna Nagar', 'T. Nagar', 'Adyar', 'Velachery', 'Mylapore', 'Nungambakkam', 'OMR, Thoraipakkam'],
    buildings: ['Spencer Plaza', 'Chennai Citi Centre', 'Gemini Parsn', 'Ega Trade Centre', 'Temple Towers'],
  },
  {
    name: 'Hyderabad', slug: 'hyderabad', state: 'Telangana', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 17.385, longitude: 78.4867, weight: 7, postalPrefix: '500', council: { prefix: 'TSMC', name: 'Telangana State Medical Council' },
    areas: ['Banjara Hills Road No. 12', 'Jubilee Hills', 'Madhapur', 'Kukatpally', 'Gachibowli', 'Secunderabad', 'Ameerpet'],
    buildings: ['Cyber Towers', 'Babukhan Estate', 'Lumbini Enclave', 'Aditya Trade Centre', 'Minerva Complex'],
  },
  {
    name: 'Kochi', slug: 'kochi', state: 'Kerala', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 9.9312, longitude: 76.2673, weight: 4, postalPrefix: '682', council: { prefix: 'TCMC', name: 'Travancore Cochin Medical Council' },
    areas: ['MG Road', 'Edappally', 'Kaloor', 'Kakkanad', 'Palarivattom', 'Panampilly Nagar', 'Vyttila'],
    buildings: ['Oberon Mall Offices', 'Centre Square', 'Kochi Business Park', 'Pioneer Towers', 'Bay Pride'],
  },
  {
    name: 'Pune', slug: 'pune', state: 'Maharashtra', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 18.5204, longitude: 73.8567, weight: 5, postalPrefix: '411', council: { prefix: 'MMC', name: 'Maharashtra Medical Council' },
    areas: ['FC Road, Shivajinagar', 'Koregaon Park', 'Kothrud', 'Baner', 'Viman Nagar', 'Aundh', 'Hadapsar'],
    buildings: ['Sai Capital', 'Amanora Chambers', 'Kumar Business Centre', 'Westend Mall Offices', 'Suyog Plaza'],
  },
  {
    name: 'Kolkata', slug: 'kolkata', state: 'West Bengal', country: 'India', region: 'india', timeZone: 'Asia/Kolkata',
    latitude: 22.5726, longitude: 88.3639, weight: 7, postalPrefix: '700', council: { prefix: 'WBMC', name: 'West Bengal Medical Council' },
    areas: ['Park Street', 'Salt Lake Sector V', 'Ballygunge', 'Gariahat', 'New Town', 'Behala', 'Camac Street'],
    buildings: ['Chatterjee International Centre', 'Infinity Benchmark', 'Kanak Building', 'Shantiniketan Building', 'Ecospace'],
  },
];

export const clinicWords = {
  prefixes: ['Al Noor', 'Al Shifa', 'Medcare', 'Aster', 'Lifeline', 'CarePoint', 'Sunrise', 'Apollo', 'Prime', 'Wellness', 'Harmony', 'Oasis', 'Zenith', 'Crescent', 'Lotus', 'Green Valley', 'Healing Touch', 'City', 'Family', 'Mediclinic'],
  suffixes: ['Medical Centre', 'Clinic', 'Polyclinic', 'Specialty Clinic', 'Hospital', 'Health Centre', 'Day Surgery Centre'],
};

export const universities: Record<Region, string[]> = {
  uae: ['Dubai Medical College', 'UAE University', 'Gulf Medical University', 'Mohammed Bin Rashid University', 'University of Sharjah', 'Kasturba Medical College, Manipal', 'King Edward Medical University, Lahore', 'Cairo University', 'University of the Philippines', 'Royal College of Surgeons in Ireland', "King's College London", 'University of Jordan'],
  india: ['AIIMS New Delhi', 'Maulana Azad Medical College', 'Grant Medical College, Mumbai', 'Christian Medical College, Vellore', 'Madras Medical College', 'Bangalore Medical College', 'Osmania Medical College', 'Government Medical College, Kozhikode', 'Armed Forces Medical College, Pune', 'Seth GS Medical College', 'Calcutta Medical College', 'JIPMER Puducherry', 'Kasturba Medical College, Manipal'],
};
