; A010892: Inverse of 6th cyclotomic polynomial. A period 6 sequence.
; Submitted by [AF>France>Ouest>Normandie]The Stress Man (-:
; 1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1,0,-1,-1,0,1,1

add $0,1
dif $0,2
mod $0,3
dif $0,-2
