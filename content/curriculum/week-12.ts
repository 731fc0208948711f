import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_12: CourseWeek = {
  week: 12,
  theme: 'The prophets: turn back to God',
  summary:
    'When Israel and Judah turned away, God sent prophets to call them back, to warn of judgment and to promise mercy, including a coming Servant who would bear the sins of his people.',
  passages: ['1 Kings 18:17-39', 'Isaiah 6:1-8', 'Jonah 1:1-4:11', 'Isaiah 53:1-12'],
  memoryVerse: {
    reference: 'Isaiah 53:6',
    text: 'All we like sheep have gone astray; we have turned every one to his own way; and the LORD hath laid on him the iniquity of us all.',
  },
  keyWords: [
    {
      english: 'prophet',
      strongs: 'H5030',
      note: 'Nabi: one who speaks for God, bringing his word to the people; Elijah stood alone as "a prophet of the LORD".',
    },
    {
      english: 'holy',
      strongs: 'H6918',
      note: 'Qadosh: set apart, utterly pure; the seraphim cry "Holy, holy, holy" over God in Isaiah 6:3.',
    },
    {
      english: 'turn',
      strongs: 'H7725',
      note: 'Shub: to turn back or return; the great call of the prophets, and what Nineveh did in Jonah 3:8-10.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Elijah on Mount Carmel',
      reading: '1 Kings 18:17-39',
      teaching:
        'King Ahab and Queen Jezebel have led Israel to worship Baal. The prophet Elijah calls the people to Mount Carmel: "How long halt ye between two opinions? if the LORD be God, follow him: but if Baal, then follow him."\n\nThe four hundred and fifty prophets of Baal call on their god all day, and nothing happens. Elijah soaks his altar with water and prays simply. Fire falls from heaven and burns up everything, even the water. The people fall on their faces: "The LORD, he is the God."',
      questions: [
        'What did Elijah mean by "halt between two opinions"?',
        'What happened when the prophets of Baal prayed?',
        'Why did Elijah pour water on his sacrifice?',
        'What did the people say when the fire fell?',
      ],
      activity: 'Draw two altars side by side: one with nothing happening, one with fire from heaven.',
      gradeNotes: {
        younger: 'Retell the story with toy figures or drawings, counting the jars of water.',
        older: 'Read 1 Kings 19:1-18 and write how God cared for Elijah when he was afraid and tired.',
      },
    },
    {
      day: 2,
      title: 'Here am I; send me',
      reading: 'Isaiah 6:1-8',
      teaching:
        'In the year King Uzziah died, Isaiah sees the Lord on a throne, high and lifted up. Seraphim cry, "Holy, holy, holy, is the LORD of hosts: the whole earth is full of his glory." The temple shakes and fills with smoke.\n\nIsaiah is undone: "I am a man of unclean lips." But a seraph touches his lips with a coal from the altar: "thine iniquity is taken away." Forgiven, Isaiah hears God ask, "Whom shall I send?" and answers, "Here am I; send me."',
      questions: [
        'What did Isaiah see, and what did the seraphim say?',
        'Why did Isaiah feel "undone"?',
        'How was Isaiah cleansed?',
        'What did Isaiah say when God asked for a messenger?',
      ],
      activity:
        'Write "Holy, holy, holy" in large letters and around it list things that show God\'s glory in the earth.',
    },
    {
      day: 3,
      title: 'Jonah runs away',
      reading: 'Jonah 1:1-17',
      teaching:
        "God tells Jonah to preach against Nineveh, the great city of Assyria, Israel's cruel enemy. Jonah gets on a ship going the other way, to Tarshish. But no one can run from the God \"which hath made the sea and the dry land.\"\n\nA great storm comes. Jonah admits it is his fault and tells the sailors to throw him into the sea. The storm stops, the pagan sailors fear the LORD, and God prepares a great fish to swallow Jonah. Even Jonah's disobedience cannot stop God's plans.",
      questions: [
        'Where did God send Jonah, and where did he go instead?',
        'Who was more ready to pray in the storm: the sailors or Jonah?',
        'What did the sailors do after the sea became calm?',
        "How did God save Jonah's life?",
      ],
      activity:
        "On a map, find Joppa, Tarshish (probably in Spain) and Nineveh, and draw Jonah's route and the one he should have taken.",
      gradeNotes: {
        younger:
          'Draw Jonah inside the great fish and write his prayer from Jonah 2:9 ("Salvation is of the LORD").',
        older: 'Read Matthew 12:38-41 and write how Jesus used the story of Jonah.',
      },
    },
    {
      day: 4,
      title: 'Nineveh turns, and Jonah sulks',
      reading: 'Jonah 3:1-4:11',
      teaching:
        'God gives Jonah a second chance, and this time he goes. His message is short: "Yet forty days, and Nineveh shall be overthrown." To Jonah\'s dismay, the whole city, from the king down, turns from its evil, and God spares it.\n\nJonah is angry: he knew God was "gracious ... and merciful, slow to anger, and of great kindness". God teaches him with a plant that grows and dies, and ends the book with a question: should I not care about this great city? God\'s mercy is wider than we expect.',
      questions: [
        "What was Jonah's message to Nineveh?",
        'What did the people and king of Nineveh do?',
        'Why was Jonah angry?',
        'What question does God ask at the end of the book, and how would you answer it?',
      ],
      activity: 'Write the end of the story: what do you think Jonah said back to God?',
    },
    {
      day: 5,
      title: 'The suffering Servant',
      reading: 'Isaiah 53:1-12',
      teaching:
        'Isaiah also gives hope beyond judgment. About seven hundred years before Jesus, he describes a Servant of the LORD who is despised and rejected, "wounded for our transgressions, ... bruised for our iniquities". He goes silently "as a lamb to the slaughter".\n\nWe are the sheep who have gone astray, and "the LORD hath laid on him the iniquity of us all." Yet after his suffering the Servant will "see of the travail of his soul" and "justify many". The New Testament shows this Servant is Jesus (Acts 8:30-35).',
      questions: [
        'How did people treat the Servant (verse 3)?',
        'For whose sins was the Servant wounded?',
        'What picture does verse 6 use for us?',
        'How do we know the Servant is Jesus (Acts 8:32-35)?',
      ],
      activity: 'Recite Isaiah 53:6. Make a chart matching verses of Isaiah 53 with events in the Gospels.',
      gradeNotes: {
        younger: 'Talk about what it means for someone to take the blame for you.',
        older: 'Find at least four verses from Isaiah 53 quoted in the New Testament and write where.',
      },
    },
  ],
};
