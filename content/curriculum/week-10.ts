import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_10: CourseWeek = {
  week: 10,
  theme: 'David: the shepherd king',
  summary:
    'God chose David, a shepherd boy with a heart for God, to be king; David trusted God against Goliath, received the promise of an everlasting kingdom, sang of God as his shepherd, and repented when he sinned.',
  passages: ['1 Samuel 16:1-17:58', '2 Samuel 7:1-29', 'Psalms 23:1-6', 'Psalms 51:1-19'],
  memoryVerse: {
    reference: 'Psalms 23:1',
    text: 'The LORD is my shepherd; I shall not want.',
  },
  keyWords: [
    {
      english: 'heart',
      strongs: 'H3824',
      note: 'Lebab: the heart, the inner person who thinks, chooses and loves; "the LORD looketh on the heart" (1 Samuel 16:7).',
    },
    {
      english: 'anointed',
      strongs: 'H4899',
      note: 'Mashiach: one anointed with oil for a task, especially a king; it gives us the word "Messiah" (Christ in Greek).',
    },
    {
      english: 'shepherd',
      strongs: 'H7462',
      note: 'Raah: to feed and tend a flock; David the shepherd calls the LORD his shepherd.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'The LORD looketh on the heart',
      reading: '1 Samuel 16:1-13',
      teaching:
        'God sends Samuel to Bethlehem to anoint one of Jesse\'s sons as the next king. When Samuel sees the tall eldest son, Eliab, he is sure this is the one. But God says, "man looketh on the outward appearance, but the LORD looketh on the heart."\n\nSeven sons pass by, and none is chosen. The youngest, David, is out keeping the sheep; no one thought to call him. Samuel anoints him with oil, and "the Spirit of the LORD came upon David from that day forward."',
      questions: [
        'Why did Samuel think Eliab would be chosen?',
        'What does God look at, according to verse 7?',
        'Where was David when Samuel came?',
        'What happened to David when he was anointed?',
      ],
      activity:
        'Make two lists: what people notice about someone from the outside, and what God sees on the inside.',
      gradeNotes: {
        younger: "Draw Jesse's sons in a line from tallest to smallest, with David last.",
        older:
          "Compare Saul's appearance (1 Samuel 9:2) with what God says in 16:7, and write what Israel learned.",
      },
    },
    {
      day: 2,
      title: "The battle is the LORD's",
      reading: '1 Samuel 17:32-51',
      teaching:
        'For forty days the giant Goliath defies the armies of Israel, and everyone, King Saul included, is afraid. David has come only to bring food to his brothers, but he cannot stand to hear anyone mock the living God.\n\nDavid refuses Saul\'s armour. He remembers how God helped him against a lion and a bear, and goes out with a sling and five stones. "Thou comest to me with a sword ... but I come to thee in the name of the LORD of hosts." One stone, and the giant falls. The point is not that David was brave, but that God is faithful.',
      questions: [
        'Why did David think he could fight Goliath (verses 34-37)?',
        "Why did David not wear Saul's armour?",
        'In whose name did David fight?',
        'What did David want all the earth to know (verse 46)?',
      ],
      activity:
        "Measure six cubits and a span (about nine and a half feet, verse 4) on a wall to see Goliath's height.",
    },
    {
      day: 3,
      title: 'A house for ever',
      reading: '2 Samuel 7:1-17',
      teaching:
        'Now king in Jerusalem, David wants to build God a house, a temple. God answers through the prophet Nathan with a surprise: God will build David a house, a family line of kings. David\'s son will build the temple, and "thy throne shall be established for ever."\n\nNo ordinary king reigns for ever. The prophets later looked for a "son of David" who would; the New Testament opens with "Jesus Christ, the son of David" (Matthew 1:1).',
      questions: [
        'What did David want to build for God?',
        'What did God promise to build for David instead?',
        "How long will David's throne last, according to verse 16?",
        'Who is the son of David who reigns for ever?',
      ],
      activity:
        "Write God's promises to David in verses 12-16 as a list and put a star by each that Jesus fulfils.",
      gradeNotes: {
        younger: 'Draw a crown and write "for ever" on it.',
        older: 'Read Luke 1:30-33 and write which words the angel takes from 2 Samuel 7.',
      },
    },
    {
      day: 4,
      title: 'The LORD is my shepherd',
      reading: 'Psalms 23:1-6',
      teaching:
        'David knew what shepherds do: find grass and water, lead along safe paths, fight off wild animals, and care for the hurt. In Psalm 23 he says the LORD does all that for him.\n\nThe psalm walks from green pastures through "the valley of the shadow of death" to a table prepared in front of enemies and a home in the house of the LORD for ever. The shepherd does not leave his sheep in the dark valley; he goes through it with them. Jesus said, "I am the good shepherd" (John 10:11).',
      questions: [
        'List everything the shepherd does for the sheep in this psalm.',
        'Why does David not fear in the dark valley?',
        'Where does the psalm end?',
        'How is Jesus the good shepherd (John 10:11)?',
      ],
      activity: 'Recite Psalm 23:1, and try to learn the whole psalm. Illustrate one verse of it.',
    },
    {
      day: 5,
      title: 'Create in me a clean heart',
      reading: 'Psalms 51:1-19',
      teaching:
        'David was a man after God\'s heart, but he still sinned terribly: he took Bathsheba and had her husband Uriah killed (2 Samuel 11-12). When the prophet Nathan confronted him, David did not make excuses. He confessed, "I have sinned against the LORD."\n\nPsalm 51 is his prayer of repentance. He asks God, for the sake of his lovingkindness, to wash him and "create in me a clean heart". God does not want a show; "a broken and a contrite heart, O God, thou wilt not despise."',
      questions: [
        'On what does David base his plea for mercy in verse 1?',
        'What does David ask God to do in verses 2, 7 and 10?',
        'What kind of sacrifice does God want (verse 17)?',
        'Why is it important to confess sin rather than hide it?',
      ],
      activity: 'Write your own short prayer of confession and thanks, using words from Psalm 51.',
      gradeNotes: {
        younger: 'Talk about how it feels to say sorry and be forgiven.',
        older: 'Read 2 Samuel 12:1-13 and write how Nathan helped David see his sin.',
      },
    },
  ],
};
