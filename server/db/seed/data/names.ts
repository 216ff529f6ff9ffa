import type { DemoCity } from './places.ts';

/** A naming tradition with the languages its doctors tend to speak. */
export interface NameGroup {
  key: string;
  male: string[];
  female: string[];
  last: string[];
  languages: string[];
}

export const nameGroups: Record<string, NameGroup> = {
  arab: {
    key: 'arab', languages: ['Arabic'],
    male: ['Ahmed', 'Mohammed', 'Omar', 'Khalid', 'Yousef', 'Hamad', 'Saeed', 'Rashid', 'Tariq', 'Faisal', 'Hassan', 'Ali', 'Karim', 'Sami', 'Nabil', 'Majid', 'Sultan', 'Ibrahim'],
    female: ['Fatima', 'Mariam', 'Aisha', 'Noura', 'Layla', 'Huda', 'Salma', 'Reem', 'Hala', 'Dana', 'Rania', 'Amal', 'Shaikha', 'Lina', 'Sara', 'Nadia', 'Amira', 'Yasmin'],
    last: ['Al Mansoori', 'Al Hashimi', 'Al Nuaimi', 'Al Marzouqi', 'Al Suwaidi', 'Al Zaabi', 'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Farouk', 'Abdullah', 'Mahmoud', 'El Sayed', 'Barakat', 'Darwish', 'Al Ameri', 'Al Dhaheri', 'Hamdan', 'Qasim'],
  },
  north: {
    key: 'north', languages: ['Hindi', 'Punjabi'],
    male: ['Rahul', 'Amit', 'Vikram', 'Arjun', 'Rohit', 'Sanjay', 'Anil', 'Rajesh', 'Nikhil', 'Karan', 'Manish', 'Deepak', 'Aditya', 'Varun', 'Gaurav', 'Alok'],
    female: ['Priya', 'Neha', 'Anjali', 'Pooja', 'Kavita', 'Sunita', 'Ritu', 'Meera', 'Shalini', 'Nisha', 'Swati', 'Aarti', 'Divya', 'Shreya', 'Tanvi', 'Ruchi'],
    last: ['Sharma', 'Gupta', 'Verma', 'Singh', 'Kapoor', 'Malhotra', 'Agarwal', 'Mehta', 'Chopra', 'Bansal', 'Saxena', 'Jain', 'Arora', 'Khanna', 'Tiwari', 'Mishra'],
  },
  west: {
    key: 'west', languages: ['Marathi', 'Gujarati', 'Hindi'],
    male: ['Sachin', 'Prashant', 'Mahesh', 'Nitin', 'Sameer', 'Harsh', 'Kunal', 'Omkar', 'Tushar', 'Chirag', 'Mihir', 'Yash'],
    female: ['Snehal', 'Madhuri', 'Rutuja', 'Asmita', 'Pallavi', 'Hetal', 'Komal', 'Gauri', 'Ketaki', 'Janhavi', 'Bhakti', 'Mansi'],
    last: ['Patil', 'Deshpande', 'Kulkarni', 'Joshi', 'Shah', 'Desai', 'Gokhale', 'Bhosale', 'Patel', 'Jadhav', 'Pawar', 'Gandhi', 'Parikh', 'Apte'],
  },
  south: {
    key: 'south', languages: ['Tamil', 'Telugu', 'Kannada'],
    male: ['Karthik', 'Suresh', 'Venkatesh', 'Srinivas', 'Ramesh', 'Arun', 'Ganesh', 'Prakash', 'Vijay', 'Harish', 'Raghav', 'Naveen', 'Balaji', 'Sridhar'],
    female: ['Lakshmi', 'Kavya', 'Deepa', 'Anusha', 'Revathi', 'Swathi', 'Padma', 'Sowmya', 'Bhavana', 'Keerthi', 'Vidya', 'Sandhya', 'Harini', 'Pavithra'],
    last: ['Iyer', 'Reddy', 'Rao', 'Krishnan', 'Subramanian', 'Naidu', 'Raman', 'Gowda', 'Murthy', 'Venkataraman', 'Hegde', 'Shetty', 'Chandrasekhar', 'Rajan'],
  },
  kerala: {
    key: 'kerala', languages: ['Malayalam'],
    male: ['Anoop', 'Jithin', 'Rajeev', 'Sajan', 'Biju', 'Thomas', 'Joseph', 'Vineeth', 'Shyam', 'Arun', 'Manoj', 'Sreejith'],
    female: ['Anju', 'Reshma', 'Nimisha', 'Aswathy', 'Sreeja', 'Maria', 'Ann', 'Liya', 'Gopika', 'Lekshmi', 'Neethu', 'Divya'],
    last: ['Nair', 'Menon', 'Pillai', 'Thomas', 'George', 'Mathew', 'Varghese', 'Kurian', 'Kurup', 'Panicker', 'Joseph', 'Nambiar'],
  },
  bengali: {
    key: 'bengali', languages: ['Bengali'],
    male: ['Sourav', 'Arnab', 'Debashis', 'Subhajit', 'Abhijit', 'Indranil', 'Tanmoy', 'Rajarshi', 'Sayan', 'Partha'],
    female: ['Moumita', 'Sreya', 'Tanushree', 'Paromita', 'Riya', 'Sharmistha', 'Ananya', 'Debjani', 'Sudeshna', 'Rituparna'],
    last: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Ghosh', 'Sen', 'Dutta', 'Roy', 'Chakraborty', 'Sarkar', 'Basu'],
  },
  muslimSouthAsia: {
    key: 'muslimSouthAsia', languages: ['Urdu', 'Hindi'],
    male: ['Imran', 'Faisal', 'Asif', 'Zubair', 'Irfan', 'Salman', 'Adnan', 'Junaid', 'Shoaib', 'Farhan', 'Aamir', 'Nadeem'],
    female: ['Ayesha', 'Sana', 'Zainab', 'Farah', 'Hina', 'Nazia', 'Rukhsar', 'Sadia', 'Mehreen', 'Saba', 'Uzma', 'Iqra'],
    last: ['Khan', 'Siddiqui', 'Qureshi', 'Ansari', 'Sheikh', 'Hussain', 'Mirza', 'Baig', 'Syed', 'Rizvi', 'Hashmi', 'Chaudhry'],
  },
  filipino: {
    key: 'filipino', languages: ['Tagalog'],
    male: ['Jose', 'Mark', 'Paolo', 'Miguel', 'Carlo', 'Rafael', 'Antonio', 'Gabriel'],
    female: ['Maria', 'Kristine', 'Angelica', 'Joanna', 'Camille', 'Patricia', 'Bianca', 'Rowena'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Dela Cruz', 'Villanueva', 'Aquino', 'Ramos'],
  },
  western: {
    key: 'western', languages: ['French', 'German', 'Russian', 'Spanish'],
    male: ['James', 'Daniel', 'Michael', 'David', 'Thomas', 'Alexander', 'Pierre', 'Dmitri', 'Lukas', 'Marco', 'William', 'Andrew'],
    female: ['Sarah', 'Emma', 'Olivia', 'Sophie', 'Claire', 'Anna', 'Elena', 'Natalia', 'Hannah', 'Laura', 'Charlotte', 'Isabel'],
    last: ['Smith', 'Taylor', 'Williams', 'Brown', "O'Connor", 'Martin', 'Dubois', 'Laurent', 'Weber', 'Fischer', 'Rossi', 'Novak', 'Wilson', 'Evans'],
  },
  persian: {
    key: 'persian', languages: ['Farsi'],
    male: ['Reza', 'Amir', 'Dariush', 'Kian', 'Babak', 'Arash', 'Navid'],
    female: ['Shirin', 'Parisa', 'Mahsa', 'Nasrin', 'Leila', 'Roya', 'Yasaman'],
    last: ['Hosseini', 'Rahimi', 'Karimi', 'Tehrani', 'Moradi', 'Sadeghi', 'Ahmadi', 'Jafari'],
  },
};

const uaeMix: [string, number][] = [
  ['arab', 30], ['north', 12], ['kerala', 14], ['south', 7], ['muslimSouthAsia', 12], ['filipino', 6], ['western', 10], ['persian', 5], ['west', 3], ['bengali', 1],
];

const indiaMix: Record<string, [string, number][]> = {
  mumbai: [['west', 40], ['north', 22], ['muslimSouthAsia', 14], ['south', 10], ['kerala', 6], ['bengali', 5], ['western', 3]],
  pune: [['west', 50], ['north', 20], ['muslimSouthAsia', 10], ['south', 10], ['kerala', 5], ['bengali', 5]],
  delhi: [['north', 62], ['muslimSouthAsia', 14], ['bengali', 7], ['south', 6], ['kerala', 6], ['west', 5]],
  bengaluru: [['south', 50], ['north', 15], ['kerala', 12], ['muslimSouthAsia', 10], ['west', 7], ['bengali', 6]],
  chennai: [['south', 65], ['kerala', 12], ['north', 10], ['muslimSouthAsia', 8], ['bengali', 5]],
  hyderabad: [['south', 55], ['muslimSouthAsia', 22], ['north', 12], ['kerala', 6], ['bengali', 5]],
  kochi: [['kerala', 78], ['south', 10], ['muslimSouthAsia', 6], ['north', 6]],
  kolkata: [['bengali', 65], ['north', 15], ['muslimSouthAsia', 12], ['south', 4], ['kerala', 4]],
};

/** The naming mix of a city: Emirati and expatriate in the UAE, mostly local in India. */
export function nameMix(city: DemoCity): [string, number][] {
  return city.region === 'uae' ? uaeMix : (indiaMix[city.slug] ?? indiaMix.delhi ?? []);
}

/** The regional language of an Indian city, spoken by most local doctors whatever their name. */
export const cityLanguage: Record<string, string> = {
  mumbai: 'Marathi', pune: 'Marathi', delhi: 'Hindi', bengaluru: 'Kannada', chennai: 'Tamil',
  hyderabad: 'Telugu', kochi: 'Malayalam', kolkata: 'Bengali',
};

/** First names of reviewers and of bench patients. */
export const reviewerFirstNames = [
  'Aisha', 'Rahul', 'Fatima', 'John', 'Priya', 'Omar', 'Meera', 'Ahmed', 'Sneha', 'Ravi', 'Layla', 'Karthik', 'Noor', 'Arjun',
  'Sarah', 'Imran', 'Divya', 'Khalid', 'Anita', 'Joseph', 'Hana', 'Vivek', 'Maria', 'Yusuf', 'Pooja', 'Tom', 'Zara', 'Sanjay',
];
export const reviewerLastInitials = 'ABCDGHIJKMNPRSTVY';
