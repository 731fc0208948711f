import type { DevotionalTopic } from '../../core/devotional/topics';

/**
 * Short prayers of our own (issue 19), at least three for each of the sixteen topics; the day's prayer is
 * taken in turn from the topic of the day. Written for this project and released with it.
 */
export const PRAYERS: Record<DevotionalTopic, readonly string[]> = {
  Faith: [
    'Lord, I believe; help my unbelief. Where I cannot see the way, let me trust the One who walks it with me. Amen.',
    'Faithful God, you have kept every promise you made. Teach me to lean my whole weight on your word today. Amen.',
    'Father, grow in me a faith that acts: that listens, obeys and keeps going when the answer is slow. Amen.',
  ],
  Prayer: [
    'Lord, teach me to pray. Quiet the noise in me, and let my first word today be to you. Amen.',
    'Father, thank you that you hear. Make me bold to ask, patient to wait and glad to receive. Amen.',
    'Holy Spirit, when I do not know what to say, pray in me, and turn my worries into conversation with God. Amen.',
  ],
  Love: [
    'God of love, you loved me first. Let that love overflow today into patience, kindness and a listening ear. Amen.',
    'Lord Jesus, you loved to the end. Show me one person I can serve today without being noticed. Amen.',
    'Father, root my heart in your love, so that what I do comes from being loved and not from fear. Amen.',
  ],
  Hope: [
    'God of hope, fill me with joy and peace as I trust you, until I overflow with hope by your Spirit. Amen.',
    'Lord, when today looks heavy, lift my eyes to what you have promised: nothing is lost in your hands. Amen.',
    'Risen Lord, your empty tomb is my anchor. Hold me steady when the waves come. Amen.',
  ],
  Wisdom: [
    'Lord, I lack wisdom; you give it generously. Guide my choices today, small and large. Amen.',
    'Father, teach me to number my days, so that I may gain a heart of wisdom. Amen.',
    'Spirit of truth, open my eyes to see what is right and give me the courage to do it. Amen.',
  ],
  Courage: [
    'Lord, you have not given me a spirit of fear. Make me strong and of good courage, for you go with me. Amen.',
    'God my refuge, when I am afraid I will trust in you. Steady my hands for the task in front of me. Amen.',
    'Jesus, who set your face toward Jerusalem, give me courage to do the hard and right thing today. Amen.',
  ],
  Forgiveness: [
    'Merciful Father, forgive me my sins, as I forgive those who sin against me. Soften what has grown hard in me. Amen.',
    'Lord, thank you that there is no condemnation in Christ. Let me walk in that freedom and offer it to others. Amen.',
    'Jesus, you forgave from the cross. Help me to let go of the wrong I keep replaying, and leave it with you. Amen.',
  ],
  Grace: [
    'Gracious God, everything I have is a gift. Keep me from earning and teach me to receive. Amen.',
    'Lord, your grace is sufficient for me; your power is made perfect in my weakness. I rest in that today. Amen.',
    'Father, as you have been gracious to me, make me gracious in my words and quick to show kindness. Amen.',
  ],
  Peace: [
    'Prince of Peace, guard my heart and mind. I bring you my anxious thoughts and leave them at your feet. Amen.',
    'Lord, make me an instrument of your peace: where there is quarrelling, let me bring a gentle word. Amen.',
    'Father, keep me in perfect peace, my mind stayed on you, because I trust in you. Amen.',
  ],
  Joy: [
    'Lord, the joy of the Lord is my strength. Let me find reasons to rejoice in you before the day is done. Amen.',
    'Father, thank you for the good gifts of today, the small and the ordinary. Make me glad in them and in you. Amen.',
    'Jesus, you promised that your joy would be in us. Fill me with a joy that does not depend on circumstances. Amen.',
  ],
  Trust: [
    'Lord, I trust in you with all my heart, and I will not lean on my own understanding. Make my paths straight. Amen.',
    'Faithful Shepherd, you lead me beside still waters. When I cannot see ahead, I will follow your voice. Amen.',
    'Father, I put into your hands what I cannot control today. You are good, and you are near. Amen.',
  ],
  Obedience: [
    'Lord, your word is a lamp to my feet. Give me a willing heart to do what you say, not just to hear it. Amen.',
    'Jesus, you said that those who love you keep your commandments. Let my love show in what I do today. Amen.',
    'Father, where I have been slow to obey, forgive me; and give me grace to take the next step now. Amen.',
  ],
  Redemption: [
    'Redeemer, you bought me back at great cost. Let me live today as someone who belongs to you. Amen.',
    'Lord, you make all things new. Take the broken pieces of my story and make something good of them. Amen.',
    'Father, thank you for redemption through the blood of Christ, the forgiveness of sins, according to your grace. Amen.',
  ],
  Salvation: [
    'God my Saviour, thank you that salvation is your gift and not my work. Keep me grateful and amazed. Amen.',
    'Lord Jesus, you came to seek and to save the lost. Give me love for those who do not yet know you. Amen.',
    'Father, restore to me the joy of your salvation, and uphold me with a willing spirit. Amen.',
  ],
  'Holy Spirit': [
    'Holy Spirit, fill me afresh today. Grow in me love, joy, peace, patience, kindness, goodness and self-control. Amen.',
    'Spirit of God, lead me into truth as I read. Make the words on the page living words in me. Amen.',
    'Comforter, be near to all who grieve today, and let me bring your comfort to someone who needs it. Amen.',
  ],
  'Kingdom of God': [
    'Our Father, your kingdom come, your will be done on earth as in heaven, starting with me, today. Amen.',
    'King Jesus, help me to seek first your kingdom and your righteousness, and to trust you for the rest. Amen.',
    'Lord, your kingdom grows like a mustard seed. Let my small acts of faithfulness today be part of it. Amen.',
  ],
};
